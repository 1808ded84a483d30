import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { usersAnswerSchema, type UsersAnswer } from '@crm/core/users/public';
import { api } from '../../../lib/api';
import { toUsersQuery, type UserFilters } from '../lib/user-filters';
import { usersKey } from './user-record';

export type UsersList = UsersAnswer;

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
