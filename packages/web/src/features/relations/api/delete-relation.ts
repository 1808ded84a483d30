import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { RelationKind } from '../lib/relation-kinds';
import { relationsListKey } from './get-relations';
import { relationApiPath } from './records';

/** Deletes a record (with its contact people and financial record) as last seen: 409 when changed. */
export async function deleteRelation(kind: RelationKind, id: string, version: number): Promise<void> {
  await api.delete(relationApiPath(kind, id), { query: { version } });
}

/**
 * The detail query is left alone: the page showing it stays on screen until the navigation away
 * finishes, and dropping it would make that page fetch a record that is gone.
 */
export function useDeleteRelation(kind: RelationKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) => deleteRelation(kind, id, version),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: relationsListKey(kind) }),
  });
}
