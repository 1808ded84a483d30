import type { QueryClient } from '@tanstack/react-query';
import { defaultAuthClient, type AuthClient } from './auth-client';
import { userQueryKey } from './get-user';

/** Forgets everything of the signed-in user: the token, the identity and all cached data. */
export function endSession(queryClient: QueryClient, { tokenStorage }: AuthClient = defaultAuthClient): void {
  tokenStorage.clear();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== userQueryKey[0] });
  queryClient.setQueryData(userQueryKey, null);
}
