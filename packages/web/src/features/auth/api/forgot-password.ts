import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { defaultAuthClient, type AuthClient } from './auth-client';

export type ForgotPasswordInput = { email: string };

const messageSchema = z.object({ message: z.string() });

/** Asks for a reset link; the answer is the same whether or not the address is known. */
export async function forgotPassword(
  input: ForgotPasswordInput,
  { api }: AuthClient = defaultAuthClient,
): Promise<string> {
  const answer = await api.post('/api/password/forgot', input, { handleUnauthorized: false });
  return messageSchema.parse(answer).message;
}

export function useForgotPassword() {
  return useMutation({ mutationFn: (input: ForgotPasswordInput) => forgotPassword(input) });
}
