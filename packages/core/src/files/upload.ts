import { GetCommand, PutCommand, DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import type * as z from 'zod';
import type { Actor } from '../db/actor.ts';
import { dynamo, tableName } from '../db/client.ts';
import { keys } from '../db/keys.ts';
import { indexKeys } from '../db/index-keys.ts';
import { claimLease, leaseHeld, releaseLease, type Lease } from '../db/lease.ts';
import { positionAtEnd } from '../db/position.ts';
import { createRecord } from '../db/write.ts';
import { ConflictError, NotFoundError, ValidationError } from '../errors.ts';
import { ownerExists, ownerPk, readOwner } from '../records/kinds.ts';
import { copyObject, deleteObjects, objectHead, presignedUpload } from '../storage/s3.ts';
import { inspectObject, matchesType } from './content.ts';
import { fileDueChanges } from './due-dates.ts';
import { fileItemSchema, type FileItem } from './item.ts';
import { objectKeys } from './object-keys.ts';
import { fileMessages, type FileKind, type PresignAnswer, type presignInputSchema } from './schema.ts';
import { fileExists, listFiles, ownerOf } from './service.ts';
import { uploadItemSchema, type UploadItem } from './upload-item.ts';

/**
 * An upload in two steps (decision 021): the browser announces it and gets a presigned POST into
 * `pending/`; its completion checks the stored object against the announcement and writes the file.
 */

/** How long the browser may take to start its upload once presigned. */
export const UPLOAD_LINK_SECONDS = 15 * 60;
/** An announced upload is forgotten after a day, as the bucket forgets `pending/`. */
const UPLOAD_TTL_SECONDS = 24 * 60 * 60;

export type Uploader = FileItem['uploadedBy'];
type PresignInput = z.output<typeof presignInputSchema>;

/** Step 1: remembers what the browser announced and answers a presigned POST into `pending/`. */
export async function announceUpload(input: PresignInput, uploader: Uploader): Promise<PresignAnswer> {
  await readOwner(input.owner);
  const id = ulid();
  const upload: UploadItem = {
    ...keys.upload(id),
    type: 'upload',
    id,
    ownerKind: input.owner.kind,
    ownerId: input.owner.id,
    kind: input.kind,
    name: input.name,
    size: input.size,
    contentType: input.contentType,
    category: input.category,
    validUntil: input.validUntil,
    uploadedBy: uploader,
    expiresAt: Math.floor(Date.now() / 1000) + UPLOAD_TTL_SECONDS,
  };
  await dynamo.send(
    new PutCommand({ TableName: tableName(), Item: upload, ConditionExpression: 'attribute_not_exists(pk)' }),
  );
  const post = await presignedUpload({
    key: objectKeys.pending(id),
    contentType: input.contentType,
    size: input.size,
    expiresInSeconds: UPLOAD_LINK_SECONDS,
  });
  return { id, ...post };
}

async function getUpload(id: string): Promise<UploadItem | undefined> {
  const output = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.upload(id), ConsistentRead: true }),
  );
  const item = output.Item ? uploadItemSchema.parse(output.Item) : undefined;
  return item && item.expiresAt * 1000 > Date.now() ? item : undefined;
}

const uploadNotFound = () => new NotFoundError('Deze upload bestaat niet (meer). Kies het bestand opnieuw.');

/** The announced upload of `id` while it is open (else 404). */
export async function uploadOf(id: string): Promise<UploadItem> {
  const upload = await getUpload(id);
  if (!upload) throw uploadNotFound();
  return upload;
}

/** Only who announced an upload completes it; to anyone else it does not exist. */
export function assertUploader(upload: UploadItem, uploader: Uploader): void {
  if (upload.uploadedBy.type !== uploader.type || upload.uploadedBy.id !== uploader.id) {
    throw uploadNotFound();
  }
}

/**
 * Refuses an upload that is not what was announced: its objects (the pending one and the copy
 * that was checked) and its announcement are gone.
 */
async function refuse(upload: UploadItem, message: string): Promise<never> {
  await deleteObjects([objectKeys.pending(upload.id), objectKeys.stored(upload.id)]);
  await dynamo.send(new DeleteCommand({ TableName: tableName(), Key: keys.upload(upload.id) }));
  throw new ValidationError({ file: [message] }, message);
}

/** The position after the last file of a kind (the first image is the cover). */
function positionAtEndOf(files: FileItem[], kind: FileKind): string {
  return positionAtEnd(files.filter((file) => file.kind === kind));
}

/**
 * Step 2: the object is copied to its final key first, and the copy is what is checked against
 * the announcement (size, type, leading bytes) and hashed: the presigned POST stays valid while a
 * completion runs, so the pending object may be replaced at any moment, but nobody outside the app
 * writes `files/` (decision 041). Then the file item is written with the owner's history, in one
 * transaction that also ends the announcement (a second completion finds none).
 */
export async function completeUpload(upload: UploadItem, actor: Actor): Promise<FileItem> {
  const claim = await claimUpload(upload.id);
  try {
    return await checkAndStore(upload, actor, claim);
  } catch (error) {
    // Gives a failed completion's upload back, so the uploader may try again.
    await releaseLease(claim);
    throw error;
  }
}

/** How long a completion holds its upload; a claim older than this (a crashed attempt) is taken over. */
const CLAIM_MILLISECONDS = 60_000;

/**
 * Claims the upload before any check, so two completions at once (a double click) read, copy and
 * hash the object once: the second is told the upload is being processed (409).
 */
async function claimUpload(id: string): Promise<Lease> {
  const lease = await claimLease(keys.upload(id), {
    ms: CLAIM_MILLISECONDS,
    condition: 'attribute_exists(pk)',
  });
  if (!lease) throw new ConflictError(fileMessages.busy);
  return lease;
}

async function checkAndStore(upload: UploadItem, actor: Actor, claim: Lease): Promise<FileItem> {
  const pending = objectKeys.pending(upload.id);
  const stored = objectKeys.stored(upload.id);
  if (!(await objectHead(pending))) {
    throw new ValidationError({ file: [fileMessages.missing] }, fileMessages.missing);
  }
  await copyObject(pending, stored);
  const head = await objectHead(stored);
  if (!head || head.size !== upload.size || head.contentType !== upload.contentType) {
    return refuse(upload, fileMessages.content);
  }
  const inspected = await inspectObject(stored);
  if (inspected.size !== upload.size || !matchesType(upload.contentType, inspected.head)) {
    return refuse(upload, fileMessages.content);
  }

  const owner = ownerOf(upload);
  const siblings = await listFiles(owner);
  let file: FileItem;
  try {
    file = fileItemSchema.parse(
      await createRecord({
        key: keys.file(ownerPk(owner), upload.id),
        id: upload.id,
        data: {
          type: 'file' as const,
          ownerKind: upload.ownerKind,
          ownerId: upload.ownerId,
          kind: upload.kind,
          name: upload.name,
          size: upload.size,
          contentType: upload.contentType,
          category: upload.category,
          ...(upload.validUntil ? { validUntil: upload.validUntil } : {}),
          sha256: inspected.sha256,
          position: positionAtEndOf(siblings, upload.kind),
          uploadedBy: upload.uploadedBy,
          objectKey: stored,
          ...indexKeys.fileById(upload.id),
        },
        actor,
        guards: [ownerExists(owner)],
        extra: [
          {
            Delete: {
              TableName: tableName(),
              Key: keys.upload(upload.id),
              ...leaseHeld(claim),
            },
          },
          ...fileDueChanges(upload.id, undefined, upload.validUntil),
        ],
      }),
    );
  } catch (error) {
    // A second completion of the same upload loses here; the first one's object must stay.
    if (!(await fileExists(owner, upload.id))) await deleteObjects([stored]);
    throw error;
  }
  await deleteObjects([pending]).catch(() => undefined); // else the bucket's rule removes it
  return file;
}
