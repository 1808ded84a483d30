import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bulkDelete } from '../../../lib/bulk-delete';
import type { RelationKind } from '../lib/relation-kinds';
import { relationsListKey } from './get-relations';
import { relationApiPath } from './records';

/** Deletes the ticked rows of a list, each as last seen; the lists are read again afterwards. */
export function useBulkDeleteRelations(kind: RelationKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (items: readonly { id: string; version: number }[]) =>
      bulkDelete(relationApiPath(kind), items),
    onSettled: () => queryClient.invalidateQueries({ queryKey: relationsListKey(kind) }),
  });
}
