import { BatchGetCommand, BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from './client.ts';
import type { Key } from './keys.ts';

/** BatchWriteItem's limit. */
export const BATCH_WRITE_SIZE = 25;

/**
 * Puts up to 25 items in one BatchWriteItem, retrying what DynamoDB leaves unprocessed with a
 * growing pause. Bulk work only (seeding, reindexing): no conditions, no history.
 */
export async function batchPut(batch: readonly Record<string, unknown>[]): Promise<void> {
  let pending = batch.map((Item) => ({ PutRequest: { Item } }));
  for (let attempt = 0; pending.length > 0; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 50 * 2 ** attempt)));
    const output = await dynamo.send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }));
    pending = (output.UnprocessedItems?.[tableName()] ?? []).flatMap((request) =>
      request.PutRequest?.Item ? [{ PutRequest: { Item: request.PutRequest.Item } }] : [],
    );
  }
}

/** BatchGetItem's limit. */
export const BATCH_GET_SIZE = 100;

/** Tries of one BatchGetItem on a request path before giving up (about 1.5 s of pauses). */
const BATCH_GET_ATTEMPTS = 6;

export interface BatchGetOptions {
  consistent?: boolean;
  projection?: string;
  names?: Record<string, string>;
}

/**
 * Gets up to 100 items by key in one BatchGetItem, asking again for the keys DynamoDB leaves
 * unprocessed (under throttling it answers part of a batch) with a growing pause. Missing items
 * are simply absent from the answer; the order is DynamoDB's.
 */
export async function batchGet(
  keys: readonly Key[],
  options: BatchGetOptions = {},
): Promise<Record<string, unknown>[]> {
  if (keys.length > BATCH_GET_SIZE) throw new Error(`batchGet takes at most ${BATCH_GET_SIZE} keys`);
  const found: Record<string, unknown>[] = [];
  let pending: Record<string, unknown>[] = keys.map((key) => ({ ...key }));
  for (let attempt = 0; pending.length > 0; attempt++) {
    if (attempt === BATCH_GET_ATTEMPTS) throw new Error('DynamoDB left keys of a BatchGetItem unprocessed');
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 25 * 2 ** attempt)));
    const output = await dynamo.send(
      new BatchGetCommand({
        RequestItems: {
          [tableName()]: {
            Keys: pending,
            ...(options.consistent ? { ConsistentRead: true } : {}),
            ...(options.projection ? { ProjectionExpression: options.projection } : {}),
            ...(options.names ? { ExpressionAttributeNames: options.names } : {}),
          },
        },
      }),
    );
    found.push(...(output.Responses?.[tableName()] ?? []));
    pending = output.UnprocessedKeys?.[tableName()]?.Keys ?? [];
  }
  return found;
}

/**
 * Gets any number of items by key in BatchGetItems of 100 made side by side (an export's page of
 * 1,000 is ten at once). Only for work whose reads the caller already bounds, such as one page.
 */
export async function batchGetAll(
  keys: readonly Key[],
  options: BatchGetOptions = {},
): Promise<Record<string, unknown>[]> {
  const batches: Key[][] = [];
  for (let i = 0; i < keys.length; i += BATCH_GET_SIZE) batches.push(keys.slice(i, i + BATCH_GET_SIZE));
  return (await Promise.all(batches.map((batch) => batchGet(batch, options)))).flat();
}
