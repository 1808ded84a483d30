import {
  presignAnswerSchema,
  type FileCategory,
  type FileKind,
  type PresignAnswer,
} from '@crm/core/files/schema';
import { api } from '../../../lib/api';
import { fileApiPath, parseFileAnswer, type FileOwner, type FileRecord } from './file-record';
import { postToStorage, type StorageProgress } from '../../../lib/post-to-storage';

export type UploadRequest = {
  owner: FileOwner;
  kind: FileKind;
  file: File;
  /** The type announced: the browser's, or the one the name stands for (see lib/file-check). */
  contentType: string;
  category: FileCategory;
};

/** Asks where to put the file; the API checks permission, size and type first (422 otherwise). */
export async function presignUpload(request: UploadRequest, signal?: AbortSignal): Promise<PresignAnswer> {
  const { owner, kind, file, contentType, category } = request;
  const answer = await api.post(
    `${fileApiPath()}/presign`,
    { owner, kind, name: file.name, size: file.size, contentType, category },
    { signal },
  );
  return presignAnswerSchema.parse(answer);
}

/** Makes the stored upload a file: the API checks its size, type and leading bytes (422 otherwise). */
export async function completeUpload(id: string, signal?: AbortSignal): Promise<FileRecord> {
  return parseFileAnswer(await api.post(fileApiPath(id, 'complete'), undefined, { signal }));
}

/**
 * The whole way of one file: presign, straight to storage (with progress), complete. A file takes
 * its place among its kind when completed, so `before` (an earlier file chosen together with this
 * one) is awaited, settled either way, before completing: the transfers run side by side, the
 * files are stored in the order chosen.
 */
export async function uploadFile(
  request: UploadRequest,
  {
    onProgress,
    signal,
    before,
  }: { onProgress?: StorageProgress; signal?: AbortSignal; before?: Promise<unknown> } = {},
): Promise<FileRecord> {
  const target = await presignUpload(request, signal);
  await postToStorage(target, request.file, { onProgress, signal });
  await before?.catch(() => undefined);
  return completeUpload(target.id, signal);
}
