import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { LoginInput } from '@crm/core/auth/schemas';
import { z } from 'zod';
import { defaultAuthClient, type AuthClient } from './auth-client';
import { fetchUser, userQueryKey, type User } from './get-user';

const loginResponseSchema = z.object({ token: z.string().min(1) });

export async function login(
  input: LoginInput,
  queryClient: QueryClient,
  client: AuthClient = defaultAuthClient,
): Promise<User> {
  if (queryClient.getQueryData(userQueryKey)) throw new Error('User is already authenticated');
  const answer = await client.api.post(client.endpoints.login, input, { handleUnauthorized: false });
  // Cookie mode: the API has set the HttpOnly session cookie; the answer carries no token.
  if (client.api.authMode === 'token') {
    const parsed = loginResponseSchema.safeParse(answer);
    if (!parsed.success) throw new Error('Token was not returned from the API');
    client.tokenStorage.set(parsed.data.token);
  }
  try {
    const user = await fetchUser(client);
    queryClient.setQueryData(userQueryKey, user);
    return user;
  } catch (error) {
    client.tokenStorage.clear();
    throw error;
  }
}

export function useLogin({ onSuccess }: { onSuccess: (user: User) => void }) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (input: LoginInput) => login(input, queryClient), onSuccess });
}
