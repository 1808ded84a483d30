import { useMutation } from '@tanstack/react-query';
import type { NewPasswordInput } from '@crm/core/auth/schemas';
import { z } from 'zod';
import { defaultAuthClient, type AuthClient } from './auth-client';
import type { PasswordLinkPurpose } from './check-password-link';

export type SetPasswordInput = NewPasswordInput & { token: string };

const messageSchema = z.object({ message: z.string() });

const endpoints: Record<PasswordLinkPurpose, string> = {
  'password-set': '/api/password/set',
  'password-reset': '/api/password/reset',
};

/**
 * Sets a password with a link from an e-mail: the first password of an invited user
 * (`password-set`) or a new one after "wachtwoord vergeten" (`password-reset`). Answers the API's
 * confirmation; the user is not signed in by it.
 */
export async function setPassword(
  purpose: PasswordLinkPurpose,
  input: SetPasswordInput,
  { api }: AuthClient = defaultAuthClient,
): Promise<string> {
  const answer = await api.post(endpoints[purpose], input, { handleUnauthorized: false });
  return messageSchema.parse(answer).message;
}

export function useSetPassword(purpose: PasswordLinkPurpose) {
  return useMutation({ mutationFn: (input: SetPasswordInput) => setPassword(purpose, input) });
}
