import type { FileCategory, FileKind } from '@crm/core/files/schema';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { fileListKey, type FileOwner } from '../api/file-record';
import { uploadFile } from '../api/upload-file';
import { uploadFailure } from '../lib/upload-failure';
import { canStart, newUploads, uploadQueue, type Upload, type UploadAction } from '../lib/upload-queue';

/**
 * The uploads of one record, kept outside React: switching to another tab and back (which unmounts
 * the panel) neither stops a running upload nor forgets what is on the list.
 */
type UploadStore = {
  queue: readonly Upload[];
  listeners: Set<() => void>;
  /** The running uploads, to cancel. */
  controllers: Map<string, AbortController>;
};

const stores = new Map<string, UploadStore>();
let lastKey = 0;
const nextKey = () => `upload-${++lastKey}`;

function storeOf(owner: FileOwner): UploadStore {
  const id = `${owner.kind}:${owner.id}`;
  let store = stores.get(id);
  if (!store) {
    store = { queue: [], listeners: new Set(), controllers: new Map() };
    stores.set(id, store);
  }
  return store;
}

function dispatch(store: UploadStore, action: UploadAction): void {
  store.queue = uploadQueue(store.queue, action);
  for (const listener of store.listeners) listener();
}

/** The upload list of a record and what can be done with it: add, Uploaden, cancel, retry, clear. */
export function useUploads(owner: FileOwner) {
  const queryClient = useQueryClient();
  const store = storeOf(owner);
  const queue = useSyncExternalStore(
    useCallback(
      (listener: () => void) => {
        store.listeners.add(listener);
        return () => store.listeners.delete(listener);
      },
      [store],
    ),
    () => store.queue,
  );

  const run = useCallback(
    (upload: Upload, before?: Promise<unknown>): Promise<unknown> | undefined => {
      if (!canStart(upload)) return undefined;
      const { key } = upload;
      const controller = new AbortController();
      store.controllers.set(key, controller);
      dispatch(store, { type: 'start', key });
      return uploadFile(
        {
          owner,
          kind: upload.kind,
          file: upload.file,
          contentType: upload.contentType,
          category: upload.category,
        },
        {
          signal: controller.signal,
          onProgress: (loaded, total) => dispatch(store, { type: 'progress', key, loaded, total }),
          before,
        },
      )
        .then(async () => {
          dispatch(store, { type: 'done', key });
          await queryClient.invalidateQueries({ queryKey: fileListKey(owner) });
        })
        .catch((error: unknown) => {
          // A cancelled upload is off the list already.
          if (!controller.signal.aborted) dispatch(store, { type: 'fail', key, ...uploadFailure(error) });
        })
        .finally(() => store.controllers.delete(key));
    },
    [owner, queryClient, store],
  );

  return useMemo(
    () => ({
      queue,
      /** Files picked in a section (`kind`) or dropped on the tab (null: each by its type). */
      add: (files: readonly File[], kind: FileKind | null) =>
        dispatch(store, { type: 'add', uploads: newUploads(files, kind, nextKey) }),
      setCategory: (key: string, category: FileCategory) =>
        dispatch(store, { type: 'category', key, category }),
      /**
       * Uploaden: every file that waits for it. Each kind's files are completed one after the
       * other in the order on the list (the order chosen), so images keep that order.
       */
      startAll: () => {
        const previous = new Map<FileKind, Promise<unknown>>();
        for (const upload of store.queue) {
          if (upload.status !== 'ready') continue;
          const started = run(upload, previous.get(upload.kind));
          if (started) previous.set(upload.kind, started);
        }
      },
      retry: (key: string) => {
        const upload = store.queue.find((candidate) => candidate.key === key);
        if (upload) run(upload);
      },
      /** Takes a file off the list, stopping its upload if it runs. */
      cancel: (key: string) => {
        store.controllers.get(key)?.abort();
        dispatch(store, { type: 'remove', key });
      },
      clear: () => dispatch(store, { type: 'clear' }),
    }),
    [queue, run, store],
  );
}

export type Uploads = ReturnType<typeof useUploads>;
