import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Permission } from '@crm/core/auth/permissions';
import { ApiError } from '../../../lib/api-client';
import { defaultAuthClient, type AuthClient } from './auth-client';
import type { User } from './user-schema';

export type { User };

const loadUserSchema = () => import('./user-schema');

/**
 * The identity of the token or session, checked with a zod schema loaded with `import()`: a
 * guest never loads zod before the login form (decision 023). Token mode asks only with a token,
 * so it loads the schema alongside the request; cookie mode also asks for a guest, so it loads
 * the schema once the API has answered.
 */
export async function fetchUser({ api, endpoints }: AuthClient = defaultAuthClient): Promise<User> {
  const early = api.authMode === 'token' ? loadUserSchema() : undefined;
  // Awaited below; if the request fails first, its failure is the one to report.
  early?.catch(() => undefined);
  const answer = await api.get(endpoints.user, { handleUnauthorized: false });
  const { userSchema } = await (early ?? loadUserSchema());
  return userSchema.parse(answer);
}

/**
 * The signed-in user, or null for a guest. 401 or 419 means signed out (the stale token goes);
 * any other failure is logged and also leaves the app signed out.
 */
export async function getUser(client: AuthClient = defaultAuthClient): Promise<User | null> {
  // Token mode knows a guest by the missing token; cookie mode cannot see its HttpOnly cookie, so it asks.
  if (client.api.authMode === 'token' && !client.tokenStorage.get()) return null;
  try {
    return await fetchUser(client);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 419)) {
      client.tokenStorage.clear();
    } else {
      console.error(error);
    }
    return null;
  }
}

export const userQueryKey = ['auth', 'user'] as const;

/** Fetched once per app load; afterwards only login, logout and a 401 change it. */
export const getUserQueryOptions = () =>
  queryOptions({ queryKey: userQueryKey, queryFn: () => getUser(), staleTime: Infinity, gcTime: Infinity });

export function useUser(): User | null {
  return useQuery(getUserQueryOptions()).data ?? null;
}

export function hasPermission(user: User | null, permission: Permission): boolean {
  return user?.permissions.includes(permission) ?? false;
}
