import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { userHistoryKey } from './get-user-history';

/** A new invitation link for a user without a password; 502 with a Dutch message when mail fails. */
export async function resendInvitation(id: string): Promise<void> {
  await api.post(`/api/users/${encodeURIComponent(id)}/invitation`);
}

export function useResendInvitation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resendInvitation(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userHistoryKey(id) }),
  });
}
