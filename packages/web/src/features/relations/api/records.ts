import {
  contactItemSchema,
  customerItemSchema,
  leadItemSchema,
  supplierItemSchema,
} from '@crm/core/relations/item';
import { z } from 'zod';
import { relationKindInfo, type RelationKind } from '../lib/relation-kinds';

/**
 * Leads, customers, suppliers and their contact people as the API shows them: core's stored item
 * schemas without what the API leaves out (keys and search attributes, see `publicItem`).
 */
const hidden = { pk: true, sk: true, nameKey: true, searchTokens: true } as const;

export const leadRecordSchema = leadItemSchema.omit(hidden);
export type LeadRecord = z.infer<typeof leadRecordSchema>;

export const customerRecordSchema = customerItemSchema.omit(hidden);
export type CustomerRecord = z.infer<typeof customerRecordSchema>;

export const supplierRecordSchema = supplierItemSchema.omit(hidden);
export type SupplierRecord = z.infer<typeof supplierRecordSchema>;

export type RelationRecords = { lead: LeadRecord; customer: CustomerRecord; supplier: SupplierRecord };
export type RelationRecord = RelationRecords[RelationKind];

export const recordSchemas: { [K in RelationKind]: z.ZodType<RelationRecords[K]> } = {
  lead: leadRecordSchema,
  customer: customerRecordSchema,
  supplier: supplierRecordSchema,
};

/** The schema of one kind's records, typed for that kind. */
export function recordSchemaOf<K extends RelationKind>(kind: K): z.ZodType<RelationRecords[K]> {
  return recordSchemas[kind];
}

export const contactRecordSchema = contactItemSchema.omit({ pk: true, sk: true });
export type ContactRecord = z.infer<typeof contactRecordSchema>;

export const financialRecordSchema = z.object({
  version: z.number().int(),
  updatedAt: z.string().optional(),
  iban: z.string().optional(),
  bic: z.string().optional(),
  accountHolder: z.string().optional(),
  invoiceEmail: z.string().optional(),
  invoiceAddress: z.string().optional(),
  paymentTermDays: z.number().int(),
  directDebit: z.boolean(),
  directDebitReference: z.string().optional(),
  directDebitDate: z.string().optional(),
  creditLimit: z.number().nullable().optional(),
  vatLiable: z.boolean(),
  exactId: z.string().optional(),
  exactCode: z.string().optional(),
  exactLastSyncAt: z.string().optional(),
  exactSyncState: z.string().optional(),
  exactSyncError: z.string().optional(),
});
export type FinancialRecord = z.infer<typeof financialRecordSchema>;

/** The root of every query key of a kind (`['leads']`), for invalidating all of them at once. */
export const relationRootKey = (kind: RelationKind) => [relationKindInfo[kind].area] as const;

/** `/api/leads`, `/api/customers/01J…`. */
export function relationApiPath(kind: RelationKind, id?: string): string {
  const base = `/api/${relationKindInfo[kind].area}`;
  return id === undefined ? base : `${base}/${encodeURIComponent(id)}`;
}
