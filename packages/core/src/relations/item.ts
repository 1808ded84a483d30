import { z } from 'zod';
import { recordSchemaFields } from '../db/record.ts';
import { customerStatuses } from '../customers/schema.ts';
import { leadSources, leadStatuses } from '../leads/schema.ts';
import { supplierStatuses } from '../suppliers/schema.ts';

/** Stored relation items, parsed on every read. */
const audit = recordSchemaFields;

const organisation = {
  companyName: z.string(),
  nameKey: z.string(),
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
  searchTokens: z.array(z.string()),
};

export const leadItemSchema = z.object({
  ...audit,
  ...organisation,
  type: z.literal('lead'),
  source: z.enum(leadSources),
  status: z.enum(leadStatuses),
  lostReason: z.string().optional(),
  ownerId: z.string().optional(),
  expectedValue: z.number().nullable().optional(),
  followUpDate: z.string().optional(),
  customerId: z.string().optional(),
});
export type LeadItem = z.infer<typeof leadItemSchema>;

export const customerItemSchema = z.object({
  ...audit,
  ...organisation,
  type: z.literal('customer'),
  number: z.string(),
  status: z.enum(customerStatuses),
  ownerId: z.string().optional(),
  leadId: z.string().optional(),
});
export type CustomerItem = z.infer<typeof customerItemSchema>;

export const supplierItemSchema = z.object({
  ...audit,
  ...organisation,
  type: z.literal('supplier'),
  number: z.string(),
  status: z.enum(supplierStatuses),
  category: z.string().optional(),
});
export type SupplierItem = z.infer<typeof supplierItemSchema>;

export const financialItemSchema = z.object({
  ...audit,
  type: z.literal('financial'),
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
export type FinancialItem = z.infer<typeof financialItemSchema>;

export const contactItemSchema = z.object({
  ...audit,
  type: z.literal('contact'),
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
export type ContactItem = z.infer<typeof contactItemSchema>;

export type RelationItem = LeadItem | CustomerItem | SupplierItem;

/** What the API returns of a stored item: no keys, no index or search attributes. */
export function publicItem<T extends Record<string, unknown>>(item: T) {
  const hidden = /^(pk|sk|gsi\d+(pk|sk)|nameKey|searchTokens)$/;
  return Object.fromEntries(Object.entries(item).filter(([key]) => !hidden.test(key)));
}
