import { customerStatuses } from '@crm/core/customers/schema';
import { leadSources, leadStatuses } from '@crm/core/leads/schema';
import { supplierStatuses } from '@crm/core/suppliers/schema';
import { z } from 'zod';
import { relationKindInfo, type RelationKind } from '../lib/relation-kinds';

/** Leads, customers, suppliers, their contact people and financial records as the API shows them. */
const audit = {
  id: z.string(),
  version: z.number().int(),
  createdAt: z.string(),
  createdBy: z.string(),
  updatedAt: z.string(),
  updatedBy: z.string(),
};

const organisation = {
  companyName: z.string(),
  kvkNumber: z.string().optional(),
  vatNumber: z.string().optional(),
  street: z.string().optional(),
  houseNumber: z.string().optional(),
  houseNumberAddition: z.string().optional(),
  postcode: z.string().optional(),
  city: z.string().optional(),
  country: z.string(),
  phone: z.string().optional(),
  email: z.string().optional(),
  website: z.string().optional(),
  notes: z.string().optional(),
};

export const leadRecordSchema = z.object({
  ...audit,
  ...organisation,
  type: z.literal('lead'),
  source: z.enum(leadSources),
  status: z.enum(leadStatuses),
  lostReason: z.string().optional(),
  ownerId: z.string().optional(),
  expectedValue: z.number().nullable().optional(),
  followUpDate: z.string().optional(),
  /** Set once the lead was converted. */
  customerId: z.string().optional(),
});
export type LeadRecord = z.infer<typeof leadRecordSchema>;

export const customerRecordSchema = z.object({
  ...audit,
  ...organisation,
  type: z.literal('customer'),
  number: z.string(),
  status: z.enum(customerStatuses),
  ownerId: z.string().optional(),
  /** The lead it was converted from. */
  leadId: z.string().optional(),
});
export type CustomerRecord = z.infer<typeof customerRecordSchema>;

export const supplierRecordSchema = z.object({
  ...audit,
  ...organisation,
  type: z.literal('supplier'),
  number: z.string(),
  status: z.enum(supplierStatuses),
  category: z.string().optional(),
});
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

export const contactRecordSchema = z.object({
  ...audit,
  parentKind: z.enum(['lead', 'customer', 'supplier']),
  parentId: z.string(),
  firstName: z.string(),
  infix: z.string().optional(),
  lastName: z.string(),
  jobTitle: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
  mobile: z.string().optional(),
  primary: z.boolean(),
  notes: z.string().optional(),
});
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
