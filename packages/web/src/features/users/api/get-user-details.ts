import { parseRecordAnswer } from '@crm/core/db/record';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { userRecordSchema, usersKey, type UserRecord } from './user-record';

export async function fetchUserDetails(id: string, signal?: AbortSignal): Promise<UserRecord> {
  const answer = await api.get(`/api/users/${encodeURIComponent(id)}`, { signal });
  return parseRecordAnswer(userRecordSchema, answer);
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
