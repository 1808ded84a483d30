import { ulid } from 'ulid';
import { keys } from '../db/keys.ts';
import { type Role } from '../auth/permissions.ts';
import { ConflictError, NotFoundError, PayloadTooLargeError, ValidationError } from '../errors.ts';
import { inspectObject, matchesType } from '../files/content.ts';
import { startJob } from '../jobs/dispatch.ts';
import {
  attachmentDisposition,
  copyObject,
  deleteObjects,
  objectBytes,
  objectHead,
  presignedDownload,
  presignedUpload,
} from '../storage/s3.ts';
import { errorFileName } from './error-file.ts';
import { importFields, importSeesFinancial, importTargets, mappingErrors, proposeMapping } from './fields.ts';
import {
  importContentTypes,
  importFormatOf,
  importJobSchema,
  importMessages,
  MAX_IMPORT_BYTES,
  previewRowSchema,
  UNDO_DAYS,
  type DuplicateChoice,
  type ImportJob,
  type ImportKind,
  type PreviewRow,
} from './public.ts';
import {
  getImport,
  importObjects,
  isInterrupted,
  moveImport,
  PREVIEW_PAGE,
  putImport,
  rememberedMapping,
  rememberMapping,
  type ImportItem,
} from './record.ts';
import { inspectSheet } from './sheet.ts';

/** What the API needs of the user who imports. */
export interface Importer {
  id: string;
  name: string;
  role: Role;
}

/** How long the browser may take to start its upload once presigned. */
const UPLOAD_LINK_SECONDS = 15 * 60;
const DAY_MS = 24 * 60 * 60 * 1000;

export const importNotFound = 'Deze import bestaat niet (meer).';
const notFound = () => new NotFoundError(importNotFound);
const notReady = () => new ConflictError(importMessages.notReady);
const fileError = (message: string) => new ValidationError({ file: [message] }, message);

/** Step 1: the browser announces its sheet and gets a presigned POST for it. */
export async function announceImport(
  input: { kind: ImportKind; name: string; size: number },
  importer: Importer,
): Promise<{ id: string; url: string; fields: Record<string, string>; contentType: string }> {
  const format = importFormatOf(input.name);
  if (!format) throw fileError(importMessages.notASheet);
  if (input.size > MAX_IMPORT_BYTES) throw new PayloadTooLargeError(importMessages.tooLarge);
  if (input.size < 1) throw fileError(importMessages.empty);
  const id = ulid();
  const now = new Date().toISOString();
  const contentType = importContentTypes[format];
  await putImport({
    ...keys.importJob(id),
    type: 'import',
    id,
    ownerId: importer.id,
    ownerName: importer.name,
    role: importer.role,
    kind: input.kind,
    fileName: input.name,
    format,
    size: input.size,
    contentType,
    status: 'uploading',
    headers: [],
    mapping: [],
    rows: 0,
    counts: { valid: 0, warning: 0, error: 0, duplicate: 0 },
    progress: { done: 0, created: 0, updated: 0, skipped: 0, refused: 0 },
    choices: { default: 'skip', rows: {} },
    kept: [],
    createdAt: now,
    updatedAt: now,
  });
  const post = await presignedUpload({
    key: importObjects.pending(id),
    contentType,
    size: input.size,
    expiresInSeconds: UPLOAD_LINK_SECONDS,
  });
  return { id, contentType, ...post };
}

/** The import of `id` if `importer` made it (to anyone else it does not exist). */
export async function importOf(id: string, importer: Importer): Promise<ImportItem> {
  const item = await getImport(id);
  if (!item || item.ownerId !== importer.id) throw notFound();
  return item;
}

async function bytesOf(key: string): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of await objectBytes(key)) chunks.push(chunk);
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * Step 2: the upload is copied to the import's own key, checked against what was announced (size,
 * type, leading bytes: decision 021's rule) and read as a sheet; its columns get the remembered
 * or matching fields. A refused file leaves nothing behind: its objects and the import are gone.
 */
export async function completeImport(item: ImportItem): Promise<ImportItem> {
  if (item.status !== 'uploading') throw notReady();
  const pending = importObjects.pending(item.id);
  const source = importObjects.source(item.id);
  if (!(await objectHead(pending)))
    throw fileError('Het bestand is niet (volledig) geüpload. Probeer het opnieuw.');
  try {
    await copyObject(pending, source);
    const inspected = await inspectObject(source);
    if (inspected.size !== item.size || !matchesType(item.contentType, inspected.head)) {
      throw fileError(importMessages.notASheet);
    }
    const sheet = await inspectSheet(() => objectBytes(source), item.format);
    const targets = importTargets(item.kind, importSeesFinancial(item.role, item.kind));
    const mapping = proposeMapping(sheet.headers, targets, await rememberedMapping(item.kind));
    const moved = await moveImport(item.id, 'uploading', {
      status: 'uploaded',
      headers: sheet.headers,
      mapping,
      rows: sheet.rows,
    });
    if (!moved) throw notReady();
    return moved;
  } catch (error) {
    if (error instanceof ValidationError) {
      await deleteObjects([pending, source]);
      await moveImport(item.id, 'uploading', { status: 'failed', message: error.message });
    }
    throw error;
  } finally {
    await deleteObjects([pending]).catch(() => undefined);
  }
}

/**
 * Step 3: the mapping the user chose (the headers it was made for must be the file's: a screen
 * left open on an older upload is stale). It is remembered for the kind, and every row is
 * checked by a job for the preview.
 */
export async function mapImport(
  item: ImportItem,
  input: { headers: string[]; mapping: (string | null)[] },
): Promise<ImportItem> {
  if (item.status !== 'uploaded' && item.status !== 'checked') throw notReady();
  if (
    input.headers.length !== item.headers.length ||
    input.headers.some((header, i) => header !== item.headers[i])
  ) {
    throw new ValidationError({ mapping: [importMessages.staleMapping] }, importMessages.staleMapping);
  }
  const targets = importTargets(item.kind, importSeesFinancial(item.role, item.kind));
  const errors = mappingErrors(item.kind, item.headers, input.mapping, targets);
  if (Object.keys(errors).length) throw new ValidationError(errors);
  const moved = await moveImport(item.id, item.status, {
    status: 'checking',
    mapping: input.mapping,
    counts: { valid: 0, warning: 0, error: 0, duplicate: 0 },
    progress: { done: 0, created: 0, updated: 0, skipped: 0, refused: 0 },
  });
  if (!moved) throw notReady();
  await rememberMapping(item.kind, item.headers, input.mapping);
  await startImportJob(moved, 'checking');
  return moved;
}

async function startImportJob(item: ImportItem, from: ImportItem['status']): Promise<void> {
  try {
    await startJob({ name: 'import', importId: item.id });
  } catch (error) {
    await moveImport(item.id, from, {
      status: from === 'checking' ? 'failed' : from,
      message: importMessages.failed,
    });
    throw error;
  }
}

/** Step 4: writes the checked rows, each duplicate skipped or filled in as chosen. */
export async function startImport(
  item: ImportItem,
  choices: { default: DuplicateChoice; rows: Record<string, DuplicateChoice> },
): Promise<ImportItem> {
  if (item.status !== 'checked') throw notReady();
  const moved = await moveImport(item.id, 'checked', { status: 'writing', choices });
  if (!moved) throw notReady();
  await startImportJob(moved, 'writing');
  return moved;
}

/** Undoes a finished import within its days (an interrupted one: its roll-back). */
export async function undoImport(item: ImportItem): Promise<ImportItem> {
  if (isInterrupted(item) && item.status === 'writing') {
    const moved = await moveImport(item.id, 'writing', { status: 'undoing' }, { staleOnly: true });
    if (!moved) throw notReady();
    await startImportJob(moved, 'undoing');
    return moved;
  }
  if (item.status !== 'done') throw notReady();
  if (!item.finishedAt || Date.parse(item.finishedAt) + UNDO_DAYS * DAY_MS < Date.now()) {
    throw new ValidationError({ import: [importMessages.undoExpired] }, importMessages.undoExpired);
  }
  const moved = await moveImport(item.id, 'done', {
    status: 'undoing',
    progress: { ...item.progress, done: 0 },
  });
  if (!moved) throw notReady();
  await startImportJob(moved, 'undoing');
  return moved;
}

/** Starts a stopped job again where it stood (writing resumes after its last written row). */
export async function resumeImport(item: ImportItem): Promise<ImportItem> {
  if (!isInterrupted(item)) throw notReady();
  const moved = await moveImport(item.id, item.status, { message: undefined }, { staleOnly: true });
  if (!moved) throw notReady();
  await startImportJob(moved, moved.status);
  return moved;
}

/** The import as the screen shows it. */
export function importAnswer(item: ImportItem): ImportJob & { fields: ReturnType<typeof importFields> } {
  const interrupted = isInterrupted(item);
  return {
    ...importJobSchema.parse({
      id: item.id,
      kind: item.kind,
      fileName: item.fileName,
      format: item.format,
      status: item.status === 'uploading' ? 'failed' : item.status,
      headers: item.headers,
      mapping: item.mapping,
      rows: item.rows,
      counts: item.counts,
      progress: item.progress,
      kept: item.kept,
      interrupted,
      ...(item.status === 'done' && item.finishedAt
        ? { undoUntil: new Date(Date.parse(item.finishedAt) + UNDO_DAYS * DAY_MS).toISOString() }
        : {}),
      ...(interrupted
        ? { message: importMessages.interrupted }
        : item.message
          ? { message: item.message }
          : {}),
      createdAt: item.createdAt,
      ...(item.finishedAt ? { finishedAt: item.finishedAt } : {}),
    }),
    fields: importFields(item.kind, importSeesFinancial(item.role, item.kind)),
  };
}

/**
 * A page of the preview: every row, or only those with something to say; read from the one or
 * two stored objects of PREVIEW_PAGE rows it falls in, its total from the check's counts.
 */
export async function previewRows(
  item: ImportItem,
  query: { from: number; limit: number; only: 'all' | 'problems' },
): Promise<{ rows: PreviewRow[]; total: number }> {
  if (!['checked', 'writing', 'done', 'undoing', 'undone'].includes(item.status)) throw notReady();
  const { valid, warning, error } = item.counts;
  const total = warning + error + (query.only === 'all' ? valid : 0);
  const end = Math.min(query.from + query.limit, total);
  const objects: number[] = [];
  for (let page = Math.floor(query.from / PREVIEW_PAGE); page * PREVIEW_PAGE < end; page++)
    objects.push(page);
  const stored = await Promise.all(
    objects.map(async (page) =>
      previewRowSchema
        .array()
        .parse(
          JSON.parse(
            new TextDecoder().decode(await bytesOf(importObjects.preview(item.id, query.only, page))),
          ),
        ),
    ),
  );
  const first = (objects[0] ?? 0) * PREVIEW_PAGE;
  return { rows: stored.flat().slice(query.from - first, end - first), total };
}

/** A short-lived link to the file of refused rows. */
export async function errorFileLink(item: ImportItem): Promise<string> {
  if (item.status !== 'done' && item.status !== 'undoing' && item.status !== 'undone') throw notReady();
  if (item.progress.refused === 0) throw new NotFoundError('Deze import heeft geen geweigerde rijen.');
  return presignedDownload(importObjects.errors(item.id), 300, {
    disposition: attachmentDisposition(errorFileName(item.fileName)),
  });
}
