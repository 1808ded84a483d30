import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api';
import { profileKey } from './get-profile';

const messageSchema = z.object({ message: z.string() });

/** Ends every session of the signed-in user except this one ("Overal uitloggen"). */
export async function logoutOtherSessions(): Promise<string> {
  return messageSchema.parse(await api.post('/api/profile/logout-others')).message;
}

export function useLogoutOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logoutOtherSessions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKey }),
  });
}
