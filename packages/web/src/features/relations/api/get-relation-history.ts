import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api';
import type { RelationKind } from '../lib/relation-kinds';
import { relationApiPath, relationRootKey } from './records';

export const historyEntrySchema = z.object({
  sk: z.string(),
  at: z.string(),
  actorId: z.string(),
  actorName: z.string(),
  action: z.string(),
  /** The record itself (`lead`, `customer`, `supplier`; `record` for older entries) or a child. */
  subjectType: z.string().default('record'),
  subjectId: z.string().optional(),
  changes: z.array(z.object({ field: z.string(), from: z.unknown(), to: z.unknown() })),
});

export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** Who changed what and when, newest first, including contact people and the financial record. */
export async function fetchRelationHistory(
  kind: RelationKind,
  id: string,
  signal?: AbortSignal,
): Promise<HistoryEntry[]> {
  const answer = await api.get(`${relationApiPath(kind, id)}/history`, { signal });
  return z.object({ items: z.array(historyEntrySchema) }).parse(answer).items;
}

export const relationHistoryKey = (kind: RelationKind, id: string) =>
  [...relationRootKey(kind), 'history', id] as const;

export const getRelationHistoryQueryOptions = (kind: RelationKind, id: string) =>
  queryOptions({
    queryKey: relationHistoryKey(kind, id),
    queryFn: ({ signal }) => fetchRelationHistory(kind, id, signal),
    // Always the latest when the tab opens: a change made a minute ago must be in it.
    staleTime: 0,
  });

export function useRelationHistory(kind: RelationKind, id: string) {
  return useQuery(getRelationHistoryQueryOptions(kind, id));
}
