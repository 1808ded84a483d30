import * as z from 'zod';
import { recordSchemaFields } from '../db/record.ts';
import { storedShape } from '../catalogue/field.ts';
import { contactCatalogue, contactParentKinds } from '../contacts/schema.ts';
import { customerCatalogue } from '../customers/schema.ts';
import { leadCatalogue } from '../leads/schema.ts';
import { supplierCatalogue } from '../suppliers/schema.ts';
import { financialCatalogue } from './financial.ts';
import { exactSyncStates } from './exact-state.ts';

/** Stored relation items, parsed on every read: built from each entity's field catalogue. */
const audit = recordSchemaFields;

/**
 * A customer's or supplier's copy of its shown Exact sync state (the list filter's), kept with the
 * state item in the same transactions (decision 045); absent: never synced.
 */
const exactStateCopy = { exactState: z.enum(exactSyncStates).optional() };

/** Derived attributes of every organisation record (sorting and search). */
const derivedAttributes = {
  nameKey: z.string(),
  searchTokens: z.array(z.string()),
};

export const leadItemSchema = z.object({
  ...audit,
  ...storedShape(leadCatalogue),
  ...derivedAttributes,
  type: z.literal('lead'),
});
export type LeadItem = z.infer<typeof leadItemSchema>;

export const customerItemSchema = z.object({
  ...audit,
  ...storedShape(customerCatalogue),
  ...derivedAttributes,
  ...exactStateCopy,
  type: z.literal('customer'),
});
export type CustomerItem = z.infer<typeof customerItemSchema>;

export const supplierItemSchema = z.object({
  ...audit,
  ...storedShape(supplierCatalogue),
  ...derivedAttributes,
  ...exactStateCopy,
  type: z.literal('supplier'),
});
export type SupplierItem = z.infer<typeof supplierItemSchema>;

export const financialItemSchema = z.object({
  ...audit,
  ...storedShape(financialCatalogue),
  type: z.literal('financial'),
});
export type FinancialItem = z.infer<typeof financialItemSchema>;

export const contactItemSchema = z.object({
  ...audit,
  ...storedShape(contactCatalogue),
  type: z.literal('contact'),
  parentKind: z.enum(contactParentKinds),
  parentId: z.string(),
});
export type ContactItem = z.infer<typeof contactItemSchema>;

export type RelationItem = LeadItem | CustomerItem | SupplierItem;
