import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { usersListKey } from './get-users';

/** Deletes a user as last seen (`version`): 409 when it changed since. */
export async function deleteUser(id: string, version: number): Promise<void> {
  await api.delete(`/api/users/${encodeURIComponent(id)}`, { query: { version } });
}

/**
 * The detail query of the deleted user is left alone: the page showing it is still on screen until
 * the navigation away finishes, and dropping it would make that page fetch a user that is gone.
 */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version: number }) => deleteUser(id, version),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersListKey }),
  });
}
