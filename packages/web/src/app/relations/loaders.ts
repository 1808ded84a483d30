import { leadStatuses } from '@crm/core/leads/schema';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { getRelationQueryOptions } from '../../lib/relations/get-relation';
import { getRelationsQueryOptions } from '../../features/relations/api/get-relations';
import { getStaffQueryOptions } from '../../features/relations/api/get-staff';
import { parseRelationFilters } from '../../features/relations/lib/list-filters';
import type { RelationKind } from '../../features/relations/lib/relation-kinds';

/** `?weergave=bord` shows the leads as a board. */
export const BOARD_PARAM = 'weergave';
export const BOARD_VALUE = 'bord';

/**
 * Loaders only warm the cache with the options the page reads. The staff list (owner names) is
 * asked for alongside, not waited for: names fill in when it arrives.
 */
export const listLoader =
  (kind: RelationKind) =>
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    void queryClient.prefetchQuery(getStaffQueryOptions());
    const params = new URL(request.url).searchParams;
    const filters = parseRelationFilters(kind, params);
    if (kind === 'lead' && params.get(BOARD_PARAM) === BOARD_VALUE) {
      await Promise.all(
        leadStatuses.map((status) =>
          queryClient.ensureInfiniteQueryData(getRelationsQueryOptions('lead', { ...filters, status })),
        ),
      );
    } else {
      await queryClient.ensureInfiniteQueryData(getRelationsQueryOptions(kind, filters));
    }
    return null;
  };

export const detailLoader =
  (kind: RelationKind) =>
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs) => {
    void queryClient.prefetchQuery(getStaffQueryOptions());
    await queryClient.ensureQueryData(getRelationQueryOptions(kind, params.id ?? ''));
    return null;
  };

/** Forms need the staff list for their owner picker before they start. */
export const formLoader =
  (kind: RelationKind) =>
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs) => {
    await Promise.all([
      queryClient.ensureQueryData(getStaffQueryOptions()),
      params.id ? queryClient.ensureQueryData(getRelationQueryOptions(kind, params.id)) : null,
    ]);
    return null;
  };
