import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../db/client.ts';
import { queryPages, rawItems } from '../db/page.ts';
import { keys, partitions } from '../db/keys.ts';
import { log } from '../log.ts';
import { deleteObjects } from '../storage/s3.ts';
import type { TransactItem } from '../db/transaction.ts';
import { versionedDelete } from '../db/write.ts';

/**
 * Objects whose file items are gone. The delete's transaction writes a marker per object; the
 * objects are deleted right after and their markers with them. When that fails (S3 unreachable,
 * the function stopped), the markers stay and the hourly files-cleanup job deletes what they name, so no
 * object outlives its file for ever, and no file item ever points at a deleted object.
 */
export async function forgetObjects(objectKeys: readonly string[]): Promise<void> {
  if (objectKeys.length === 0) return;
  try {
    const failed = new Set(await deleteObjects(objectKeys));
    await dropMarkers(objectKeys.filter((key) => !failed.has(key)));
    if (failed.size > 0) throw new Error(`${failed.size} objects could not be deleted`);
  } catch (error) {
    // The markers stay; the files-cleanup job (hourly, stacks/jobs.ts) deletes what they name.
    log('warn', 'file objects not deleted yet; the files-cleanup job will', { error: String(error) });
  }
}

async function dropMarkers(objectKeys: readonly string[]): Promise<void> {
  for (let start = 0; start < objectKeys.length; start += 25) {
    const batch = objectKeys.slice(start, start + 25);
    let requests = batch.map((key) => ({ DeleteRequest: { Key: keys.objectToDelete(key) } }));
    while (requests.length > 0) {
      const output = await dynamo.send(new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }));
      requests = (output.UnprocessedItems?.[tableName()] ?? []) as typeof requests;
    }
  }
}

/** The files-cleanup job: deletes every object still marked, page by page. Answers how many. */
export async function sweepDeletedObjects(): Promise<number> {
  let swept = 0;
  for await (const page of queryPages({
    partition: partitions.objectsToDelete,
    limit: 500,
    schema: rawItems,
  })) {
    const objectKeys = page.map((item) => String(item.sk));
    const failed = new Set(await deleteObjects(objectKeys));
    const done = objectKeys.filter((key) => !failed.has(key));
    await dropMarkers(done);
    swept += done.length;
  }
  return swept;
}

/**
 * The marker that the file's object must go, for the transaction that deletes the file item (its
 * own, or its owner's): the object is deleted after the transaction, and the marker with it; a
 * marker left by a failure is swept by the files-cleanup job.
 */
export function objectDeletion(file: { objectKey: string }): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...keys.objectToDelete(file.objectKey),
        type: 'object-to-delete',
        at: new Date().toISOString(),
      },
    },
  };
}

/** The groups that delete files with their owner: each file (at its version) and its object's marker. */
export function fileDeletions(
  files: { pk: string; sk: string; version: number; objectKey: string }[],
): TransactItem[][] {
  return files.map((file) => [versionedDelete(file), objectDeletion(file)]);
}
