import { parseRecordAnswer } from '@crm/core/db/record';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileInput } from '@crm/core/users/schemas';
import { api } from '../../../lib/api';
import { profileKey, type Profile } from './get-profile';
import { userRecordSchema, type UserRecord } from './user-record';

/** Saves the signed-in user's own name and e-mail address. */
export async function updateProfile(input: UpdateProfileInput): Promise<UserRecord> {
  return parseRecordAnswer(userRecordSchema, await api.put('/api/profile', input));
}

export function useUpdateProfile({ onSuccess }: { onSuccess?: (user: UserRecord) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      queryClient.setQueryData<Profile>(profileKey, (profile) => profile && { ...profile, record: user });
      onSuccess?.(user);
    },
  });
}
