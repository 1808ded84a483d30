import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bulkDelete } from '../../../lib/bulk-delete';
import { usersListKey } from './get-users';

/** Deletes the ticked users, each as last seen (never the one asking); the list is read again. */
export function useBulkDeleteUsers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (items: readonly { id: string; version: number }[]) => bulkDelete('/api/users', items),
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersListKey }),
  });
}
