import * as z from 'zod';
import {
  contactItemSchema,
  customerItemSchema,
  financialItemSchema,
  leadItemSchema,
  supplierItemSchema,
} from './item.ts';
import { exactStateAnswerSchema } from './exact-state.ts';

/**
 * Relations, their contact people and financial records as the API answers them: the stored item
 * without its keys and search attributes. The API parses what it sends with these (which drops
 * everything else), and the SPA parses what it receives with the same ones. Browser-safe.
 */
const keysOnly = { pk: true, sk: true } as const;
const keysAndSearch = { ...keysOnly, nameKey: true, searchTokens: true } as const;

export const leadRecordSchema = leadItemSchema.omit(keysAndSearch);
export type LeadRecord = z.infer<typeof leadRecordSchema>;

export const customerRecordSchema = customerItemSchema.omit(keysAndSearch);
export type CustomerRecord = z.infer<typeof customerRecordSchema>;

export const supplierRecordSchema = supplierItemSchema.omit(keysAndSearch);
export type SupplierRecord = z.infer<typeof supplierRecordSchema>;

export const contactRecordSchema = contactItemSchema.omit(keysOnly);
export type ContactRecord = z.infer<typeof contactRecordSchema>;

export const financialRecordSchema = financialItemSchema.omit(keysOnly);

/** `GET /api/customers|suppliers/{id}/financial`: the record and its financial record (null until filled in). */
export const financialAnswerSchema = z.object({
  record: z.union([customerRecordSchema, supplierRecordSchema]),
  financial: financialRecordSchema.nullable(),
  /** The record's Exact Online sync state (decision 045). */
  exact: exactStateAnswerSchema,
});
export type FinancialAnswer = z.infer<typeof financialAnswerSchema>;
export type FinancialRecord = z.infer<typeof financialRecordSchema>;

export type RelationRecords = { lead: LeadRecord; customer: CustomerRecord; supplier: SupplierRecord };

export const relationRecordSchemas: { [K in keyof RelationRecords]: z.ZodType<RelationRecords[K]> } = {
  lead: leadRecordSchema,
  customer: customerRecordSchema,
  supplier: supplierRecordSchema,
};
