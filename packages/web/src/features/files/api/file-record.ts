import { parseRecordAnswer } from '@crm/core/db/record';
import type { FileOwnerKind } from '@crm/core/files/schema';
import { fileRecordSchema, type FileListItem, type FileRecord } from '@crm/core/files/public';
import type { QueryClient } from '@tanstack/react-query';

export type { FileListItem, FileRecord };

/** The record files hang on: a lead, customer or supplier (contracts and requests join later). */
export type FileOwner = { kind: FileOwnerKind; id: string };

/** The file of a `{ record }` answer (complete, change and move), read with core's one envelope. */
export function parseFileAnswer(answer: unknown): FileRecord {
  return parseRecordAnswer(fileRecordSchema, answer);
}

export const filesKey = ['files'] as const;
export const fileListKey = (owner: FileOwner) => [...filesKey, 'list', owner.kind, owner.id] as const;

/** `/api/files`, `/api/files/<id>`, `/api/files/<id>/download`. */
export function fileApiPath(id?: string, action?: 'complete' | 'download' | 'position'): string {
  if (id === undefined) return '/api/files';
  const path = `/api/files/${encodeURIComponent(id)}`;
  return action ? `${path}/${action}` : path;
}

/** Puts a changed file in its owner's cached list, keeping the link the list had for viewing it. */
export function setFileInList(queryClient: QueryClient, owner: FileOwner, record: FileRecord): void {
  queryClient.setQueryData<FileListItem[]>(fileListKey(owner), (items) =>
    items?.map((item) => (item.id === record.id ? { ...record, url: item.url } : item)),
  );
}
