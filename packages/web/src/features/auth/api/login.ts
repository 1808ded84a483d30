import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { LoginInput } from '@crm/core/auth/schemas';
import { defaultAuthClient, type AuthClient } from './auth-client';
import { fetchUser, userQueryKey, type User } from './get-user';

/** The token of `POST /api/login`'s answer; checked by hand to keep zod off the login page (decision 023). */
function tokenOf(answer: unknown): string | undefined {
  const token =
    typeof answer === 'object' && answer !== null ? (answer as { token?: unknown }).token : undefined;
  return typeof token === 'string' && token.length > 0 ? token : undefined;
}

export async function login(
  input: LoginInput,
  queryClient: QueryClient,
  client: AuthClient = defaultAuthClient,
): Promise<User> {
  if (queryClient.getQueryData(userQueryKey)) throw new Error('User is already authenticated');
  const answer = await client.api.post(client.endpoints.login, input, { handleUnauthorized: false });
  // Cookie mode: the API has set the HttpOnly session cookie; the answer carries no token.
  if (client.api.authMode === 'token') {
    const token = tokenOf(answer);
    if (!token) throw new Error('Token was not returned from the API');
    client.tokenStorage.set(token);
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
