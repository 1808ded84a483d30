import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Button } from '../../../components/ui/button';
import { PAGE_SIZE, type RelationPage } from '../api/get-relations';
import { countText, type RelationKind } from '../lib/relation-kinds';

export type RelationsQuery<K extends RelationKind> = UseInfiniteQueryResult<
  InfiniteData<RelationPage<K>, unknown>,
  Error
>;

/** Pages fetched without asking when a filter leaves them (nearly) empty; after that, "Meer laden". */
const AUTO_PAGES = 4;

/**
 * The rows loaded so far. A combined filter is applied to a bounded read per page, so a page can
 * come back short or empty with more to come: a few such pages are fetched on their own, so an
 * empty-looking list is not shown while matches exist further on.
 */
export function useLoadedRows<K extends RelationKind>(query: RelationsQuery<K>) {
  const pages = query.data?.pages;
  const rows = pages?.flatMap((page) => page.items);
  const { hasNextPage, isFetching, fetchNextPage } = query;
  const shortOfRows = rows !== undefined && rows.length < PAGE_SIZE;
  const mayAutoLoad = (pages?.length ?? 0) < AUTO_PAGES;
  useEffect(() => {
    if (shortOfRows && mayAutoLoad && hasNextPage && !isFetching) void fetchNextPage();
  }, [shortOfRows, mayAutoLoad, hasNextPage, isFetching, fetchNextPage]);
  return {
    rows,
    total: pages?.[0]?.total,
    isStillLooking: Boolean(shortOfRows && mayAutoLoad && hasNextPage),
  };
}

/** `123 leads`; when combined filters leave the total unknown, `Gefilterd` and what is shown. */
export function ListCount({
  kind,
  total,
  shown,
}: {
  kind: RelationKind;
  total: number | null | undefined;
  shown: number | undefined;
}) {
  let text = '\u00a0';
  if (typeof total === 'number') text = countText(kind, total);
  else if (total === null) text = `Gefilterd · ${countText(kind, shown ?? 0)} getoond`;
  return (
    <p className="text-sm text-gray-600" aria-live="polite">
      {text}
    </p>
  );
}

export function LoadMoreButton<K extends RelationKind>({ query }: { query: RelationsQuery<K> }) {
  if (!query.hasNextPage) return null;
  return (
    <div className="flex justify-center pt-2">
      <Button variant="ghost" isLoading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
        Meer laden
      </Button>
    </div>
  );
}
