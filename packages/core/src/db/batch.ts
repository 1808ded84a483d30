import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from './client.ts';

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
