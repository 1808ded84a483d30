import type { FileCategory, FileKind } from '@crm/core/files/schema';
import { checkFile, contentTypeOf, kindOf, type PickedFile } from './file-check';

/**
 * One file on its way in: `ready` waits for Uploaden, `invalid` was refused in the browser (no byte
 * sent), `uploading` runs (presign, the POST to storage, complete), `done` counts as a file,
 * `refused` was turned down by the server (trying again changes nothing), `failed` may be retried.
 */
export type UploadStatus = 'ready' | 'invalid' | 'uploading' | 'done' | 'refused' | 'failed';

export type Upload<F extends PickedFile = File> = {
  key: string;
  file: F;
  kind: FileKind;
  contentType: string;
  category: FileCategory;
  status: UploadStatus;
  /** 0 to 1: how much of the file has reached storage. */
  progress: number;
  message: string | null;
};

export type UploadAction<F extends PickedFile = File> =
  | { type: 'add'; uploads: Upload<F>[] }
  | { type: 'category'; key: string; category: FileCategory }
  | { type: 'start'; key: string }
  | { type: 'progress'; key: string; loaded: number; total: number }
  | { type: 'done'; key: string }
  | { type: 'fail'; key: string; message: string; retriable: boolean }
  | { type: 'remove'; key: string }
  | { type: 'clear' };

/**
 * The queue entries for picked or dropped files: checked at once, so a file too large or of a
 * type not allowed shows its message before anything is sent. Without a kind (a drop on the tab)
 * each file goes where its type belongs.
 */
export function newUploads<F extends PickedFile>(
  files: readonly F[],
  kind: FileKind | null,
  nextKey: () => string,
): Upload<F>[] {
  return files.map((file) => {
    const fileKind = kind ?? kindOf(file);
    const message = checkFile(fileKind, file);
    return {
      key: nextKey(),
      file,
      kind: fileKind,
      contentType: contentTypeOf(fileKind, file),
      category: 'overig',
      status: message ? 'invalid' : 'ready',
      progress: 0,
      message,
    };
  });
}

/** Whether Uploaden (again) may start this entry. */
export const canStart = (upload: Upload<PickedFile>) =>
  upload.status === 'ready' || upload.status === 'failed';

/** Entries that are over and done with: `clear` takes them off the list. */
const isFinished = (upload: Upload<PickedFile>) =>
  upload.status === 'done' || upload.status === 'invalid' || upload.status === 'refused';

export function uploadQueue<F extends PickedFile>(
  queue: readonly Upload<F>[],
  action: UploadAction<F>,
): readonly Upload<F>[] {
  const update = (key: string, change: (upload: Upload<F>) => Upload<F>) =>
    queue.map((upload) => (upload.key === key ? change(upload) : upload));
  switch (action.type) {
    case 'add':
      return [...queue, ...action.uploads];
    case 'category':
      return update(action.key, (upload) =>
        upload.status === 'ready' || upload.status === 'failed'
          ? { ...upload, category: action.category }
          : upload,
      );
    case 'start':
      return update(action.key, (upload) =>
        canStart(upload) ? { ...upload, status: 'uploading', progress: 0, message: null } : upload,
      );
    case 'progress':
      return update(action.key, (upload) =>
        upload.status === 'uploading' && action.total > 0
          ? { ...upload, progress: Math.min(1, action.loaded / action.total) }
          : upload,
      );
    case 'done':
      return update(action.key, (upload) => ({ ...upload, status: 'done', progress: 1, message: null }));
    case 'fail':
      return update(action.key, (upload) => ({
        ...upload,
        status: action.retriable ? 'failed' : 'refused',
        message: action.message,
      }));
    case 'remove':
      return queue.filter((upload) => upload.key !== action.key);
    case 'clear':
      return queue.filter((upload) => !isFinished(upload));
  }
}
