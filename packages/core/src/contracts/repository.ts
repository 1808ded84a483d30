import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../db/client.ts';
import { keys } from '../db/keys.ts';
import { ownerNotFound } from '../records/kinds.ts';
import { contractItemSchema, type ContractItem } from './item.ts';

/** One contract, for its own service and for its conditions. */
export async function getContract(id: string): Promise<ContractItem> {
  // Consistent: a change is written from what is read here (version check, status move).
  const output = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.contract(id), ConsistentRead: true }),
  );
  if (!output.Item) throw ownerNotFound('contract');
  return contractItemSchema.parse(output.Item);
}
