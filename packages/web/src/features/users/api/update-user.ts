import { parseRecordAnswer } from '@crm/core/db/record';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateUserInput } from '@crm/core/users/schemas';
import type { SaveVariables } from '../../../components/form/entity-form';
import { api } from '../../../lib/api';
import { userDetailsKey } from './get-user-details';
import { usersListKey } from './get-users';
import { userHistoryKey } from './get-user-history';
import { userRecordSchema, type UserRecord } from './user-record';

/** Saves a user; `version` is the one the form was loaded with (409 when someone saved since). */
export async function updateUser(id: string, input: UpdateUserInput): Promise<UserRecord> {
  const answer = await api.put(`/api/users/${encodeURIComponent(id)}`, input);
  return parseRecordAnswer(userRecordSchema, answer);
}

export function useUpdateUser(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ values, version }: SaveVariables<Omit<UpdateUserInput, 'version'>>) =>
      updateUser(id, { ...values, version }),
    onSuccess: async (user) => {
      queryClient.setQueryData(userDetailsKey(id), user);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: usersListKey }),
        queryClient.invalidateQueries({ queryKey: userHistoryKey(id) }),
      ]);
    },
  });
}
