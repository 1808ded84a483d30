import { queryOptions, useQuery } from '@tanstack/react-query';
import type { historyEntrySchema } from '@crm/core/db/history-entry';
import { historyAnswerSchema } from '@crm/core/db/history-entry';
import type { z } from 'zod';
import { api } from '../../../lib/api';
import { usersKey } from './user-record';

/** What the user history view reads of an entry (no subjects: a user has no children). */
export type HistoryEntry = z.input<typeof historyEntrySchema>;

/** Who changed what and when, newest first. */
export async function fetchUserHistory(id: string, signal?: AbortSignal): Promise<HistoryEntry[]> {
  const answer = await api.get(`/api/users/${encodeURIComponent(id)}/history`, { signal });
  return historyAnswerSchema.parse(answer).items;
}

export const userHistoryKey = (id: string) => [...usersKey, 'history', id] as const;

export const getUserHistoryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: userHistoryKey(id),
    queryFn: ({ signal }) => fetchUserHistory(id, signal),
    // Always the latest when the tab opens: a change made a minute ago must be in it.
    staleTime: 0,
  });

export function useUserHistory(id: string) {
  return useQuery(getUserHistoryQueryOptions(id));
}
