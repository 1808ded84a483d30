import { getContractType } from '../contract-types/service.ts';
import { tableName } from '../db/client.ts';
import { queryPages, rawItems } from '../db/page.ts';
import { keys, partitions } from '../db/keys.ts';
import { transact, type TransactItem } from '../db/transaction.ts';
import { ConflictError, NotFoundError } from '../errors.ts';
import { log } from '../log.ts';
import { getRelation } from '../relations/repository.ts';
import type { ContractItem } from './item.ts';
import type { NamedParty } from '../contract-parties/renames.ts';
import { getContract } from './repository.ts';
import { contractSideChanges } from './side-items.ts';

/**
 * Contracts keep the names of their customer, supplier and type, so a list page, tab, dashboard
 * block or export page is one read (decision 028). When one of those is renamed, this brings the
 * names on its contracts (the record and its list copies and search tokens) up to date: the
 * `contract-names` job runs it after the rename.
 */
const nameFields = { customer: 'customerName', supplier: 'supplierName', type: 'typeName' } as const;
const idFields = { customer: 'customerId', supplier: 'supplierId', type: 'typeId' } as const;

/** The contracts read per page of the party's list copies, and written at once. */
const PAGE = 100;
const PARALLEL = 4;
/** Writes of one contract that met a concurrent edit, before it is left to that edit. */
const ATTEMPTS = 3;
/** Renames that happened while a refresh ran, each answered by one more pass. */
const PASSES = 5;

/** The party's name now, or undefined when it is gone (then nothing refers to it any more). */
async function currentName(party: NamedParty, id: string): Promise<string | undefined> {
  try {
    return party === 'type' ? (await getContractType(id)).name : (await getRelation(party, id)).companyName;
  } catch (error) {
    if (error instanceof NotFoundError) return undefined;
    throw error;
  }
}

/** The ids of the party's contracts whose list copy shows another name: one Query per 100. */
async function* staleContractIds(party: NamedParty, id: string, name: string): AsyncGenerator<string[]> {
  const pages = queryPages({
    partition: partitions.contractFacet(party, id),
    filter: {
      expression: '#name <> :name',
      names: { '#name': nameFields[party] },
      values: { ':name': name },
    },
    readLimit: PAGE,
    attributes: ['id'],
    schema: rawItems,
  });
  for await (const page of pages) {
    const ids = page.map((item) => String(item.id));
    if (ids.length > 0) yield ids;
  }
}

/**
 * One transaction: the contract's name, and its list copies and search tokens rebuilt from the
 * record as read (as every contract write builds them), conditional on the version read. The
 * version moves on, so a write prepared from the older record (an edit, the daily job) cannot put
 * the old name back in its copies: it meets a 409 and reads again.
 */
function renameWrite(contract: ContractItem, party: NamedParty, name: string): TransactItem[] {
  const next = { ...contract, [nameFields[party]]: name, version: contract.version + 1 };
  return [
    {
      Update: {
        TableName: tableName(),
        Key: keys.contract(contract.id),
        UpdateExpression: 'SET #name = :name, #version = :next',
        ConditionExpression: '#version = :version',
        ExpressionAttributeNames: { '#name': nameFields[party], '#version': 'version' },
        ExpressionAttributeValues: { ':name': name, ':next': next.version, ':version': contract.version },
      },
    },
    ...contractSideChanges(contract, next),
  ];
}

/** Writes the new name on one contract, unless it no longer belongs to the party or has it already. */
async function renameOn(contractId: string, party: NamedParty, id: string, name: string): Promise<boolean> {
  for (let attempt = 1; ; attempt++) {
    let contract: ContractItem;
    try {
      contract = await getContract(contractId);
    } catch (error) {
      if (error instanceof NotFoundError) return false;
      throw error;
    }
    if (contract[idFields[party]] !== id || contract[nameFields[party]] === name) return false;
    try {
      await transact(renameWrite(contract, party, name), [], 0);
      return true;
    } catch (error) {
      if (!(error instanceof ConflictError) || attempt === ATTEMPTS) throw error;
    }
  }
}

async function inParallel<T>(items: T[], work: (item: T) => Promise<unknown>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: Math.min(PARALLEL, queue.length) }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}

/**
 * Puts the party's current name on every contract of it that shows another. Idempotent: a rerun
 * reads the list copies and writes nothing when all are right. A rename made while it runs gets a
 * pass of its own. Answers how many contracts were written.
 */
export async function refreshContractNames(party: NamedParty, id: string): Promise<number> {
  let written = 0;
  for (let pass = 1; pass <= PASSES; pass++) {
    const name = await currentName(party, id);
    if (name === undefined) return written;
    for await (const ids of staleContractIds(party, id, name)) {
      await inParallel(ids, async (contractId) => {
        if (await renameOn(contractId, party, id, name)) written++;
      });
    }
    if ((await currentName(party, id)) === name) return written;
  }
  log('warn', 'contract names: the party kept being renamed; the next rename finishes the refresh', {
    party,
    id,
  });
  return written;
}
