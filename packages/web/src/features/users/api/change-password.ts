import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@crm/core/auth/schemas';
import type { SaveVariables } from '../../../components/form/entity-form';
import { z } from 'zod';
import { api } from '../../../lib/api';
import { profileKey } from './get-profile';

const messageSchema = z.object({ message: z.string() });

/** A new password for the signed-in user; every other session ends, this one stays. */
export async function changePassword(input: ChangePasswordInput): Promise<string> {
  return messageSchema.parse(await api.put('/api/profile/password', input)).message;
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ values }: SaveVariables<ChangePasswordInput>) => changePassword(values),
    // The record's version went up: a later profile save must not be refused as a conflict.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKey }),
  });
}
