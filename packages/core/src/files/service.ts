import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { byPosition, positionAfter } from '../db/position.ts';
import { queryAll } from '../db/page.ts';
import type { Actor } from '../db/actor.ts';
import { dynamo, tableName } from '../db/client.ts';
import { findByLookup } from '../db/lookup.ts';
import { FILE_PREFIX, keys } from '../db/keys.ts';
import { indexKeys } from '../db/index-keys.ts';
import { transact } from '../db/transaction.ts';
import { deleteRecord, updateRecord, versionedDelete } from '../db/write.ts';
import { ConflictError, NotFoundError } from '../errors.ts';
import { attachmentDisposition, inlineDisposition, presignedDownload } from '../storage/s3.ts';
import { fileDueChanges } from './due-dates.ts';
import { fileItemSchema, type FileItem } from './item.ts';
import { ownerPk } from '../records/kinds.ts';
import { type FileMoveInput, type FileOwner } from './schema.ts';
import { forgetObjects, objectDeletion } from './cleanup.ts';

/**
 * Stored files of a record: read, list in order, link to, rename, move, delete (decision 021).
 * Uploads that become files are upload.ts.
 */

/** Links for thumbnails and the larger view (a list stays usable for a while). */
export const VIEW_LINK_SECONDS = 15 * 60;
/** A download link is used at once. */
export const DOWNLOAD_LINK_SECONDS = 5 * 60;

const notFound = () => new NotFoundError('Dit bestand bestaat niet (meer).');

/** The record an upload or a file belongs to. */
export function ownerOf(item: { ownerKind: FileOwner['kind']; ownerId: string }): FileOwner {
  return { kind: item.ownerKind, id: item.ownerId };
}

/** Whether the file item exists (read consistently: an upload's completion may have just written it). */
export async function fileExists(owner: FileOwner, id: string): Promise<boolean> {
  const output = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.file(ownerPk(owner), id), ConsistentRead: true }),
  );
  return output.Item !== undefined;
}

/** A file by id alone: its lookup index names the owner, then a consistent read of the item. */
export async function getFile(id: string): Promise<FileItem> {
  const hit = await findByLookup(indexKeys.fileById(id));
  if (!hit) throw notFound();
  const output = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: { pk: hit.pk, sk: hit.sk }, ConsistentRead: true }),
  );
  if (!output.Item) throw notFound();
  return fileItemSchema.parse(output.Item);
}

/** Every file of a record (its `FILE#` range, read to the last page). */
export function listFiles(owner: FileOwner): Promise<FileItem[]> {
  return queryAll({
    partition: ownerPk(owner),
    sortPrefix: FILE_PREFIX,
    schema: fileItemSchema,
    consistent: true,
  });
}

/** The list a Bestanden tab shows: documents newest first, then images in their order. */
export function inListOrder(files: FileItem[]): FileItem[] {
  const documents = files
    .filter((file) => file.kind === 'document')
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
  const images = files.filter((file) => file.kind === 'image').sort(byPosition);
  return [...documents, ...images];
}

/** A short-lived link that shows the file in the browser (thumbnails, the larger image). */
export function viewLink(file: FileItem): Promise<string> {
  return presignedDownload(file.objectKey, VIEW_LINK_SECONDS, {
    disposition: inlineDisposition(file.name),
    contentType: file.contentType,
  });
}

/** A short-lived link that downloads the file under its current name. */
export function downloadLink(file: FileItem): Promise<string> {
  return presignedDownload(file.objectKey, DOWNLOAD_LINK_SECONDS, {
    disposition: attachmentDisposition(file.name),
    contentType: file.contentType,
  });
}

/** Rename, change category or Geldig tot (conditional on the version; history on the owner). */
export async function updateFile(
  file: FileItem,
  input: { name: string; category: FileItem['category']; validUntil?: string | undefined; version: number },
  actor: Actor,
): Promise<FileItem> {
  return fileItemSchema.parse(
    await updateRecord({
      current: file,
      expectedVersion: input.version,
      changes: { name: input.name, category: input.category, validUntil: input.validUntil },
      actor,
      extra: fileDueChanges(file.id, file.validUntil, input.validUntil),
    }),
  );
}

/**
 * Moves a file right after `afterId` (null: first) among the files of its kind, by the order as it
 * is now: a new fractional position between that file and its current successor. Only the moved
 * file is written, so two people moving different files at once both keep their move.
 */
export async function moveFile(file: FileItem, input: FileMoveInput, actor: Actor): Promise<FileItem> {
  if (file.version !== input.version) throw new ConflictError();
  const others = (await listFiles(ownerOf(file))).filter(
    (other) => other.kind === file.kind && other.id !== file.id,
  );
  const position = positionAfter(others, input.afterId);
  return fileItemSchema.parse(
    await updateRecord({
      current: file,
      expectedVersion: input.version,
      changes: { position },
      actor,
      action: 'move',
    }),
  );
}

/** Deletes a file (conditional on its version, history on the owner), then its object. */
export async function deleteFile(file: FileItem, version: number, actor: Actor): Promise<void> {
  await deleteRecord({
    current: file,
    expectedVersion: version,
    actor,
    extra: [objectDeletion(file), ...fileDueChanges(file.id, file.validUntil, undefined)],
  });
  await forgetObjects([file.objectKey]);
}

/**
 * Moves every file of one record to another (a lead's files go with it when it becomes a
 * customer). Per file one transaction: the item leaves the old collection (conditional on its
 * version) and joins the new one; the object stays where it is (its key names no owner).
 */
export async function moveFilesTo(from: FileOwner, to: FileOwner): Promise<void> {
  for (const file of await listFiles(from)) {
    await transact(
      [
        versionedDelete(file),
        {
          Put: {
            TableName: tableName(),
            Item: { ...file, ...keys.file(ownerPk(to), file.id), ownerKind: to.kind, ownerId: to.id },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
      ],
      [],
      0,
    );
  }
}
