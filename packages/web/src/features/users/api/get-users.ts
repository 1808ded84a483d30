import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api';
import { toUsersQuery, type UserFilters } from '../lib/user-filters';
import { userRecordSchema, usersKey } from './user-record';

const usersAnswerSchema = z.object({ items: z.array(userRecordSchema), total: z.number().int() });

export type UsersList = z.infer<typeof usersAnswerSchema>;

export async function fetchUsers(filters: UserFilters, signal?: AbortSignal): Promise<UsersList> {
  return usersAnswerSchema.parse(await api.get('/api/users', { query: toUsersQuery(filters), signal }));
}

export const usersListKey = [...usersKey, 'list'] as const;

export const getUsersQueryOptions = (filters: UserFilters) =>
  queryOptions({
    queryKey: [...usersListKey, filters],
    queryFn: ({ signal }) => fetchUsers(filters, signal),
    // While another filter loads, the previous rows stay (dimmed) instead of the table emptying.
    placeholderData: keepPreviousData,
  });

export function useUsers(filters: UserFilters) {
  return useQuery(getUsersQueryOptions(filters));
}
