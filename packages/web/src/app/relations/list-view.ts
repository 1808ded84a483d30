import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  parseRelationFilters,
  serialiseRelationFilters,
  type RelationFilters,
} from '../../features/relations/lib/list-filters';
import type { RelationKind } from '../../features/relations/lib/relation-kinds';

/** URL parameters that are not filters but stay when filters change (the leads' board view). */
const keptParams = ['weergave'];

/** The list view in the URL: read it, and show another one (a new history entry unless `replace`). */
export function useRelationListView(kind: RelationKind) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseRelationFilters(kind, searchParams), [kind, searchParams]);
  const showView = useCallback(
    (next: RelationFilters, { replace }: { replace: boolean }) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(serialiseRelationFilters(next));
          for (const key of keptParams) {
            const value = current.get(key);
            if (value !== null) params.set(key, value);
          }
          return params;
        },
        { replace, preventScrollReset: true },
      ),
    [setSearchParams],
  );
  return { filters, showView, searchParams };
}
