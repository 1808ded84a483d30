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

/** The delta of a counter change made by `counterChange` without a floor; undefined for others. */
function plainCounterDelta(item: TransactItem): number | undefined {
  const update = item.Update;
  if (!update || update.ConditionExpression !== undefined) return undefined;
  if (!String(update.Key?.pk).startsWith(keys.counter('').pk)) return undefined;
  const delta: unknown = update.ExpressionAttributeValues?.[':delta'];
  return typeof delta === 'number' ? delta : undefined;
}

/**
 * Several writes' items in one transaction (an import's batch): counter changes without a floor
 * on the same counter become one change of their summed delta, since a transaction may touch an
 * item only once; every other item is kept as it is.
 */
export function mergeCounterChanges(items: readonly TransactItem[]): TransactItem[] {
  const deltas = new Map<string, number>();
  const others: TransactItem[] = [];
  for (const item of items) {
    const delta = plainCounterDelta(item);
    if (delta === undefined) others.push(item);
    else {
      const name = String(item.Update?.Key?.pk).slice(keys.counter('').pk.length);
      deltas.set(name, (deltas.get(name) ?? 0) + delta);
    }
  }
  return [...others, ...[...deltas].map(([name, delta]) => counterChange(name, delta))];
}
