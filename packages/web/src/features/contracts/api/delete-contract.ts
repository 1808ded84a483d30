import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { bulkDelete } from '../../../lib/bulk-delete';
import { contractApiPath, contractsListKey } from './contract-keys';

/**
 * Deletes a contract as last seen: 409 when changed. The detail query is left alone: the page
 * showing it stays on screen until the navigation away finishes.
 */
export function useDeleteContract(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (version: number) => {
      await api.delete(contractApiPath(id), { query: { version } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractsListKey }),
  });
}

/** Deletes the ticked rows of a list, each as last seen; the lists are read again afterwards. */
export function useBulkDeleteContracts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (items: readonly { id: string; version: number }[]) => bulkDelete(contractApiPath(), items),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contractsListKey }),
  });
}
