import { tableName } from '../db/client.ts';
import { keys, type Key } from '../db/keys.ts';
import { transact, type TransactItem } from '../db/transaction.ts';
import { attributeUpdates, updateExpression } from '../db/update-expression.ts';
import { ConflictError, NotFoundError } from '../errors.ts';
import type { ContractItem } from './item.ts';
import { getContract } from './repository.ts';
import { contractSideChanges } from './side-items.ts';
import { contractSortItems } from './sort-items.ts';

/**
 * Writes of copied attributes on a contract nobody edited: a party's or owner's new name (decision
 * 028), the owner's name and sort items of a contract stored before them (decision 054). No history
 * entry: the contract itself did not change.
 */

/** Writes of one contract that met a concurrent edit, before it is left to that edit. */
const ATTEMPTS = 3;
/** Contracts written at once. */
const PARALLEL = 4;

/** Attributes to set on a contract (`undefined` removes one). */
export type CopiedAttributes = Record<string, string | undefined>;

const keyOf = (key: Key) => `${key.pk}|${key.sk}`;

/**
 * One transaction: the attributes, and the contract's side items rebuilt from the record as read
 * (as every contract write builds them), conditional on the version read. The version moves on, so
 * a write prepared from the older record (an edit, the daily job) cannot put the old value back in
 * its copies: it meets a 409 and reads again. `sortItemsMissing`: the contract was stored before
 * its sort items, so every one is put, not only those that moved.
 */
export function copiedAttributesWrite(
  contract: ContractItem,
  attributes: CopiedAttributes,
  options: { sortItemsMissing?: boolean } = {},
): TransactItem[] {
  const next: ContractItem = { ...contract, ...attributes, version: contract.version + 1 };
  const parts = attributeUpdates(attributes, 'a');
  const sides = contractSideChanges(contract, next);
  const put = new Set(sides.flatMap((change) => (change.Put ? [keyOf(change.Put.Item as Key)] : [])));
  const missing = options.sortItemsMissing
    ? contractSortItems(next)
        .filter((item) => !put.has(keyOf(item)))
        .map((item): TransactItem => ({ Put: { TableName: tableName(), Item: item } }))
    : [];
  return [
    {
      Update: {
        TableName: tableName(),
        Key: keys.contract(contract.id),
        UpdateExpression: updateExpression([...parts.set, '#version = :next'], parts.remove),
        ConditionExpression: '#version = :version',
        ExpressionAttributeNames: { ...parts.names, '#version': 'version' },
        ExpressionAttributeValues: { ...parts.values, ':next': next.version, ':version': contract.version },
      },
    },
    ...sides,
    ...missing,
  ];
}

/**
 * Reads the contract (consistent) and writes what `change` asks of it, reading again when an edit
 * came between (three tries). Answers whether it wrote: not when the contract is gone or `change`
 * answers undefined (nothing to do).
 */
export async function rewriteContract(
  contractId: string,
  change: (contract: ContractItem) => TransactItem[] | undefined,
): Promise<boolean> {
  for (let attempt = 1; ; attempt++) {
    let contract: ContractItem;
    try {
      contract = await getContract(contractId);
    } catch (error) {
      if (error instanceof NotFoundError) return false;
      throw error;
    }
    const items = change(contract);
    if (!items) return false;
    try {
      await transact(items, [], 0);
      return true;
    } catch (error) {
      if (!(error instanceof ConflictError) || attempt === ATTEMPTS) throw error;
    }
  }
}

/** Works through the ids four at a time; answers how many `work` wrote. */
export async function rewriteEach(
  ids: readonly string[],
  work: (id: string) => Promise<boolean>,
): Promise<number> {
  const queue = [...ids];
  let written = 0;
  await Promise.all(
    Array.from({ length: Math.min(PARALLEL, queue.length) }, async () => {
      for (let id = queue.shift(); id !== undefined; id = queue.shift()) if (await work(id)) written++;
    }),
  );
  return written;
}
