import * as z from 'zod';
import { tableName } from '../db/client.ts';
import { CONDITION_PREFIX, CONDITION_VERSION_PREFIX, REVIEW_PREFIX, keys } from '../db/keys.ts';
import type { Guard, TransactItem } from '../db/transaction.ts';
import { ConflictError } from '../errors.ts';
import { queryAll } from '../db/page.ts';
import { getRawChainHead } from './repository.ts';
import { conditionMessages } from './schema.ts';

/**
 * What deleting a contract does to its conditions (decision 031): a contract with evidence cannot
 * be deleted (the evidence is append-only; checked again inside the delete's transaction); without
 * it, its conditions, their versions and its reviews go with it.
 */
const anyItem = z.object({ pk: z.string(), sk: z.string() });

export async function conditionsOfDeletedContract(
  contractId: string,
): Promise<{ children: TransactItem[][]; guard: Guard }> {
  if (await getRawChainHead(contractId)) throw new ConflictError(conditionMessages.hasEvidence);
  const pk = keys.contract(contractId).pk;
  const items = (
    await Promise.all(
      [CONDITION_PREFIX, CONDITION_VERSION_PREFIX, REVIEW_PREFIX].map((prefix) =>
        queryAll({ partition: pk, sortPrefix: prefix, schema: anyItem, consistent: true }),
      ),
    )
  ).flat();
  return {
    children: [...items, keys.conditionCount(contractId)].map((item) => [
      { Delete: { TableName: tableName(), Key: { pk: item.pk, sk: item.sk } } } satisfies TransactItem,
    ]),
    guard: {
      item: {
        ConditionCheck: {
          TableName: tableName(),
          Key: keys.evidenceChain(contractId),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      error: new ConflictError(conditionMessages.hasEvidence),
    },
  };
}
