import { useCallback } from 'react';
import { parseRelationFilters, serialiseRelationFilters } from '../../features/relations/lib/list-filters';
import type { RelationKind } from '../../features/relations/lib/relation-kinds';
import { useUrlView } from '../../hooks/use-url-view';

/** URL parameters that are not filters but stay when filters change (the leads' board view). */
const keptParams = ['weergave'];

/** The list view in the URL: read it, and change it (a new history entry unless `replace`). */
export function useRelationListView(kind: RelationKind) {
  const parse = useCallback((params: URLSearchParams) => parseRelationFilters(kind, params), [kind]);
  const { view, showView, searchParams } = useUrlView({
    parse,
    serialise: serialiseRelationFilters,
    keep: keptParams,
  });
  return { filters: view, showView, searchParams };
}
