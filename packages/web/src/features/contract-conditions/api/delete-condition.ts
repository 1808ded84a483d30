import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { conditionApiPath, conditionsRootKey } from './condition-keys';

/** Deletes a condition as last seen; one that was ever sent is refused (409, with the reason). */
export function useDeleteCondition(contractId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, version }: { id: string; version: number }) => {
      await api.delete(conditionApiPath(contractId, id), { query: { version } });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: conditionsRootKey(contractId) }),
  });
}
