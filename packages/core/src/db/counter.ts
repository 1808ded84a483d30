import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from './client.ts';
import { keys } from './keys.ts';

/** Atomic counters: number sequences (K000123) and list totals. */
export async function nextValue(name: string): Promise<number> {
  const output = await dynamo.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.counter(name),
      UpdateExpression: 'ADD #value :one SET #type = :type',
      ExpressionAttributeNames: { '#value': 'value', '#type': 'type' },
      ExpressionAttributeValues: { ':one': 1, ':type': 'counter' },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  const value: unknown = output.Attributes?.value;
  if (typeof value !== 'number') throw new Error(`Counter ${name} returned no number`);
  return value;
}
