import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { defaultAuthClient, type AuthClient } from './auth-client';
import { userQueryKey } from './get-user';
import { endSession } from './session';

/** Ends the session on the server, then forgets it here, also when the server call fails. */
export async function logout(
  queryClient: QueryClient,
  client: AuthClient = defaultAuthClient,
): Promise<void> {
  if (!queryClient.getQueryData(userQueryKey)) throw new Error('User is not authenticated');
  try {
    await client.api.post(client.endpoints.logout, undefined, { handleUnauthorized: false });
  } catch (error) {
    // 401: the session had already ended. Anything else: the user still leaves; note why.
    if (!(error instanceof ApiError && error.status === 401)) console.error(error);
  } finally {
    endSession(queryClient, client);
  }
}

export function useLogout({ onSettled }: { onSettled: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => logout(queryClient), onSettled });
}
