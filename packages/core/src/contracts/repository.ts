import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../db/client.ts';
import { keys } from '../db/keys.ts';
import type { Guard } from '../db/transaction.ts';
import { NotFoundError } from '../errors.ts';
import { contractItemSchema, type ContractItem } from './item.ts';

/** Reads of one contract, for the contract's own service and for what hangs on it (files, todos). */
export const contractNotFound = () => new NotFoundError('Dit contract bestaat niet (meer).');

export async function getContract(id: string): Promise<ContractItem> {
  // Consistent: a change is written from what is read here (version check, status move).
  const output = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.contract(id), ConsistentRead: true }),
  );
  if (!output.Item) throw contractNotFound();
  return contractItemSchema.parse(output.Item);
}

/** Transaction item that fails when the contract is gone (a file or todo added during its delete). */
export function contractExists(id: string): Guard {
  return {
    item: {
      ConditionCheck: {
        TableName: tableName(),
        Key: keys.contract(id),
        ConditionExpression: 'attribute_exists(pk)',
      },
    },
    error: contractNotFound(),
  };
}
