import { fileListAnswerSchema } from '@crm/core/files/public';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { fileApiPath, fileListKey, type FileListItem, type FileOwner } from './file-record';

/** A record's files: documents newest first, then images in their order (the first is the cover). */
export async function fetchFiles(owner: FileOwner, signal?: AbortSignal): Promise<FileListItem[]> {
  const answer = await api.get(fileApiPath(), {
    query: { ownerKind: owner.kind, ownerId: owner.id },
    signal,
  });
  return fileListAnswerSchema.parse(answer).items;
}

export const getFilesQueryOptions = (owner: FileOwner) =>
  queryOptions({
    queryKey: fileListKey(owner),
    queryFn: ({ signal }) => fetchFiles(owner, signal),
    // The links to view the images are short-lived: each visit of the tab asks for fresh ones.
    staleTime: 0,
  });

export function useFiles(owner: FileOwner) {
  return useQuery(getFilesQueryOptions(owner));
}
