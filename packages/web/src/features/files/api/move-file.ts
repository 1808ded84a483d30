import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Landing } from '../../../components/sortable/landing';
import { toast } from '../../../components/ui/toast-store';
import { api } from '../../../lib/api';
import {
  fileApiPath,
  fileListKey,
  parseFileAnswer,
  setFileInList,
  type FileListItem,
  type FileOwner,
  type FileRecord,
} from './file-record';

/** Puts an image right after `afterId` (null: first, the cover), at the version last seen. */
export async function moveFile(
  file: Pick<FileRecord, 'id' | 'version'>,
  afterId: string | null,
): Promise<FileRecord> {
  return parseFileAnswer(await api.put(fileApiPath(file.id, 'position'), { afterId, version: file.version }));
}

export const MOVE_FAILED_MESSAGE = 'De volgorde kon niet worden opgeslagen.';

/**
 * Reordering in place: the list shows the new order at once; a refused move puts the old order
 * back and says why, and the list loads again to show what others did meanwhile.
 */
export function useMoveImage(owner: FileOwner) {
  const queryClient = useQueryClient();
  const key = fileListKey(owner);
  return useMutation({
    mutationFn: (move: Landing<FileListItem>) => moveFile(move.moved, move.afterId),
    onMutate: async (move) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<FileListItem[]>(key);
      queryClient.setQueryData<FileListItem[]>(key, (items) =>
        items ? [...items.filter((item) => item.kind !== 'image'), ...move.order] : items,
      );
      return { before };
    },
    onError: async (error, _, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      toast.error(`${MOVE_FAILED_MESSAGE} ${error.message}`);
      await queryClient.invalidateQueries({ queryKey: key });
    },
    onSuccess: (record) => setFileInList(queryClient, owner, record),
  });
}
