import { relationRecordSchemas, type RelationRecords } from '@crm/core/relations/public';
import type { z } from 'zod';
import { relationKindInfo, type RelationKind } from '../lib/relation-kinds';

/** Leads, customers, suppliers, contact people and financial records: core's answer schemas. */
export {
  contactRecordSchema,
  customerRecordSchema,
  financialRecordSchema,
  leadRecordSchema,
  supplierRecordSchema,
  type ContactRecord,
  type CustomerRecord,
  type FinancialRecord,
  type LeadRecord,
  type RelationRecords,
  type SupplierRecord,
} from '@crm/core/relations/public';

export type RelationRecord = RelationRecords[RelationKind];

/** The schema of one kind's records, typed for that kind. */
export function recordSchemaOf<K extends RelationKind>(kind: K): z.ZodType<RelationRecords[K]> {
  return relationRecordSchemas[kind];
}

/** The root of every query key of a kind (`['leads']`), for invalidating all of them at once. */
export const relationRootKey = (kind: RelationKind) => [relationKindInfo[kind].area] as const;

/** `/api/leads`, `/api/customers/01J…`. */
export function relationApiPath(kind: RelationKind, id?: string): string {
  const base = `/api/${relationKindInfo[kind].area}`;
  return id === undefined ? base : `${base}/${encodeURIComponent(id)}`;
}
