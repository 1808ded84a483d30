import type { FileUpdateInput } from '@crm/core/files/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { fileApiPath, fileListKey, parseFileAnswer, setFileInList, type FileOwner } from './file-record';

export type FileChanges = Omit<FileUpdateInput, 'version'>;

/** Renames a file or changes its category or Geldig tot, as last seen (409 when changed since). */
export async function updateFile(id: string, changes: FileChanges, version: number) {
  return parseFileAnswer(await api.put(fileApiPath(id), { ...changes, version }));
}

export function useUpdateFile(owner: FileOwner, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ values, version }: { values: FileChanges; version: number }) =>
      updateFile(id, values, version),
    onSuccess: async (record) => {
      setFileInList(queryClient, owner, record);
      await queryClient.invalidateQueries({ queryKey: fileListKey(owner) });
    },
  });
}
