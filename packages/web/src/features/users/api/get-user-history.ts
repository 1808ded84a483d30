import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api';
import { usersKey } from './user-record';

export const historyEntrySchema = z.object({
  sk: z.string(),
  at: z.string(),
  actorId: z.string(),
  actorName: z.string(),
  action: z.string(),
  changes: z.array(z.object({ field: z.string(), from: z.unknown(), to: z.unknown() })),
});

export type HistoryEntry = z.infer<typeof historyEntrySchema>;

const historyAnswerSchema = z.object({ items: z.array(historyEntrySchema) });

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
