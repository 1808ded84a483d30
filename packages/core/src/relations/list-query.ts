import * as z from 'zod';
import type { RelationKind } from '../db/keys.ts';
import { relationSorts, type RelationListQuery } from './queries.ts';
import { exactSyncStates } from './exact-state.ts';

/**
 * The query of a relation list (`GET /api/leads?status=…&sort=…`) and how it maps onto a list
 * read. The list route and the export of that list both use it, so an export is exactly the view.
 */
export const relationListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  status: z.string().max(40).optional(),
  owner: z.string().max(40).optional(),
  category: z.string().max(80).optional(),
  source: z.string().max(40).optional(),
  country: z.string().length(2).optional(),
  /** Customers and suppliers: their shown Exact Online sync state (decision 045). */
  exactState: z.enum(exactSyncStates).optional(),
  sort: z.enum(relationSorts).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
  cursor: z.string().max(2000).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type RelationListParams = z.infer<typeof relationListQuerySchema>;

export function toRelationListQuery(
  kind: RelationKind,
  query: RelationListParams,
): RelationListQuery & { search?: string | undefined } {
  return {
    search: query.search,
    status: query.status,
    facet: kind === 'supplier' ? query.category : query.owner,
    where: {
      source: query.source,
      country: query.country,
      ...(kind === 'lead' ? {} : { exactState: query.exactState }),
    },
    sort: query.sort,
    order: query.order,
    limit: query.limit,
    cursor: query.cursor,
  };
}
