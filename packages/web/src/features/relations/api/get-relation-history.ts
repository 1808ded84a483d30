import { queryOptions, useQuery } from '@tanstack/react-query';
import { historyAnswerSchema, type HistoryEntry } from '@crm/core/db/history-entry';
import { api } from '../../../lib/api';
import type { RelationKind } from '../lib/relation-kinds';
import { relationApiPath, relationRootKey } from './records';

export type { HistoryEntry };

/** Who changed what and when, newest first, including contact people and the financial record. */
export async function fetchRelationHistory(
  kind: RelationKind,
  id: string,
  signal?: AbortSignal,
): Promise<HistoryEntry[]> {
  const answer = await api.get(`${relationApiPath(kind, id)}/history`, { signal });
  return historyAnswerSchema.parse(answer).items;
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
