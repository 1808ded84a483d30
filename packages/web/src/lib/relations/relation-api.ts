import { relationRecordSchemas, type RelationRecords } from '@crm/core/relations/public';
import type { z } from 'zod';

/**
 * Where leads, customers and suppliers are read: their API paths and the roots of their query keys.
 * Shared, because other features pick a relation (a contract's parties, a todo's link) or read one
 * (a party's contact people) without depending on the relations feature.
 */
export const relationKinds = ['lead', 'customer', 'supplier'] as const;
export type RelationKind = (typeof relationKinds)[number];

/** The API path segment and the first element of every query key (permissions: core's `recordPermission`). */
export type RelationArea = 'leads' | 'customers' | 'suppliers';

export const relationAreas: Readonly<Record<RelationKind, RelationArea>> = {
  lead: 'leads',
  customer: 'customers',
  supplier: 'suppliers',
};

/** The root of every query key of a kind (`['leads']`), for invalidating all of them at once. */
export const relationRootKey = (kind: RelationKind) => [relationAreas[kind]] as const;

/** `/api/leads`, `/api/customers/01J…`. */
export function relationApiPath(kind: RelationKind, id?: string): string {
  const base = `/api/${relationAreas[kind]}`;
  return id === undefined ? base : `${base}/${encodeURIComponent(id)}`;
}

/** The schema of one kind's records, typed for that kind. */
export function recordSchemaOf<K extends RelationKind>(kind: K): z.ZodType<RelationRecords[K]> {
  return relationRecordSchemas[kind];
}
