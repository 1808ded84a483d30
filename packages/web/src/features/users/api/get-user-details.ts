import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { userAnswerSchema, usersKey, type UserRecord } from './user-record';

export async function fetchUserDetails(id: string, signal?: AbortSignal): Promise<UserRecord> {
  const answer = await api.get(`/api/users/${encodeURIComponent(id)}`, { signal });
  return userAnswerSchema.parse(answer).user;
}

export const userDetailsKey = (id: string) => [...usersKey, 'detail', id] as const;

export const getUserDetailsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: userDetailsKey(id),
    queryFn: ({ signal }) => fetchUserDetails(id, signal),
  });

export function useUserDetails(id: string) {
  return useQuery(getUserDetailsQueryOptions(id));
}
