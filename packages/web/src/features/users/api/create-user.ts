import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateUserInput } from '@crm/core/users/schemas';
import type { SaveVariables } from '../../../components/form/entity-form';
import { createUserAnswerSchema as createAnswerSchema, type CreateUserAnswer } from '@crm/core/users/public';
import { api } from '../../../lib/api';
import { usersListKey } from './get-users';

export type { CreateUserAnswer };

/** Creates a user without a password; the API e-mails them an invitation to set one. */
export async function createUser(input: CreateUserInput): Promise<CreateUserAnswer> {
  return createAnswerSchema.parse(await api.post('/api/users', input));
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ values }: SaveVariables<CreateUserInput>) => createUser(values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersListKey }),
  });
}
