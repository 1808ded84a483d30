import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Button } from '../ui/button';

/** How many rows a list asks for per page (leads, customers, suppliers, todos). */
export const PAGE_SIZE = 25;

/** A page of any list read by cursor (relations, contracts, todos): its rows and, when known, the total. */
export type ListPage<Row> = { items: Row[]; cursor: string | null; total: number | null };

export type ListQuery<Row> = UseInfiniteQueryResult<InfiniteData<ListPage<Row>, unknown>, Error>;

/** Pages fetched without asking when a filter leaves them (nearly) empty; after that, "Meer laden". */
const AUTO_PAGES = 4;

/**
 * The rows loaded so far. A combined filter is applied to a bounded read per page, so a page can
 * come back short or empty with more to come: a few such pages are fetched on their own, so an
 * empty-looking list is not shown while matches exist further on.
 */
export function useLoadedRows<Row>(query: ListQuery<Row>) {
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

/**
 * `123 leads` (`describe` says a count of the list's rows); when combined filters leave the total
 * unknown, `Gefilterd` and what is shown.
 */
export function ListCount({
  describe,
  total,
  shown,
}: {
  describe: (count: number) => string;
  total: number | null | undefined;
  shown: number | undefined;
}) {
  let text = '\u00a0';
  if (typeof total === 'number') text = describe(total);
  else if (total === null) text = `Gefilterd · ${describe(shown ?? 0)} getoond`;
  return (
    <p className="text-sm text-gray-600" aria-live="polite">
      {text}
    </p>
  );
}

export function LoadMoreButton<Row>({ query }: { query: ListQuery<Row> }) {
  if (!query.hasNextPage) return null;
  return (
    <div className="flex justify-center pt-2">
      <Button variant="ghost" isLoading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
        Meer laden
      </Button>
    </div>
  );
}
