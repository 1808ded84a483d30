import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  type InfiniteData,
  type UseInfiniteQueryResult,
} from '@tanstack/react-query';
import { z } from 'zod';
import { PAGE_SIZE } from '../../../components/list/list-paging';
import { api } from '../../../lib/api';
import { toRelationsQuery, type RelationFilters } from '../lib/list-filters';
import type { RelationKind } from '../lib/relation-kinds';
import { recordSchemaOf, relationApiPath, relationRootKey, type RelationRecords } from './records';

export type RelationsQuery<K extends RelationKind> = UseInfiniteQueryResult<
  InfiniteData<RelationPage<K>, unknown>,
  Error
>;

export type RelationPage<K extends RelationKind> = {
  items: RelationRecords[K][];
  /** Where the next page starts; null at the end (and for a search, which answers at once). */
  cursor: string | null;
  /** How many there are in all; null when combined filters make it unknown. */
  total: number | null;
  /** Leads of one status, no other filter: their summed Verwachte waarde (a board column). */
  valueTotal?: number | undefined;
};

export async function fetchRelationsPage<K extends RelationKind>(
  kind: K,
  filters: RelationFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<RelationPage<K>> {
  const answer = await api.get(relationApiPath(kind), {
    query: { ...toRelationsQuery(filters, PAGE_SIZE), cursor },
    signal,
  });
  const schema = z.object({
    items: z.array(recordSchemaOf(kind)),
    cursor: z.string().nullable(),
    total: z.number().int().nullable(),
    valueTotal: z.number().optional(),
  });
  return schema.parse(answer);
}

export const relationsListKey = (kind: RelationKind) => [...relationRootKey(kind), 'list'] as const;

/** One list view, page by page: each "Meer laden" asks for the page after the last cursor only. */
export const getRelationsQueryOptions = <K extends RelationKind>(kind: K, filters: RelationFilters) =>
  infiniteQueryOptions({
    queryKey: [...relationsListKey(kind), filters],
    queryFn: ({ pageParam, signal }) => fetchRelationsPage(kind, filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page: RelationPage<K>) => page.cursor,
    // While another view loads, the previous rows stay (dimmed) instead of the table emptying.
    placeholderData: keepPreviousData,
  });

export function useRelations<K extends RelationKind>(kind: K, filters: RelationFilters) {
  return useInfiniteQuery(getRelationsQueryOptions(kind, filters));
}
