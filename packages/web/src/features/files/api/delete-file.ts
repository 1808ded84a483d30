import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { fileApiPath, fileListKey, type FileListItem, type FileOwner, type FileRecord } from './file-record';

/** Deletes a file as last seen: 409 when it changed since. */
export async function deleteFile(file: Pick<FileRecord, 'id' | 'version'>): Promise<void> {
  await api.delete(fileApiPath(file.id), { query: { version: file.version } });
}

export function useDeleteFile(owner: FileOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFile,
    onSuccess: async (_, file) => {
      queryClient.setQueryData<FileListItem[]>(fileListKey(owner), (items) =>
        items?.filter((item) => item.id !== file.id),
      );
      await queryClient.invalidateQueries({ queryKey: fileListKey(owner) });
    },
  });
}
