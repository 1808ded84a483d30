import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from './client.ts';
import type { TransactItem } from './transaction.ts';
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

/** A counter change as a transaction item, optionally refused when it would drop below `floor`. */
export function counterChange(name: string, delta: number, floor?: number): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.counter(name),
      UpdateExpression: 'ADD #value :delta SET #type = :type',
      ...(floor === undefined ? {} : { ConditionExpression: '#value >= :threshold' }),
      ExpressionAttributeNames: { '#value': 'value', '#type': 'type' },
      ExpressionAttributeValues: {
        ':delta': delta,
        ':type': 'counter',
        ...(floor === undefined ? {} : { ':threshold': floor - delta }),
      },
    },
  };
}

export async function counterValue(name: string): Promise<number> {
  const output = await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.counter(name) }));
  const value: unknown = output.Item?.value;
  return typeof value === 'number' ? value : 0;
}
