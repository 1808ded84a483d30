import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateUserInput } from '@crm/core/users/schemas';
import type { SaveVariables } from '../../../components/form/entity-form';
import { z } from 'zod';
import { api } from '../../../lib/api';
import { usersListKey } from './get-users';
import { userRecordSchema } from './user-record';

const createAnswerSchema = z.object({
  record: userRecordSchema,
  mailSent: z.boolean(),
  /** Why the invitation was not sent, in Dutch; only when `mailSent` is false. */
  warning: z.string().optional(),
});

export type CreateUserAnswer = z.infer<typeof createAnswerSchema>;

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
