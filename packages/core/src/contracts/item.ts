import * as z from 'zod';
import { storedShape } from '../catalogue/field.ts';
import { recordSchemaFields } from '../db/record.ts';
import { contractCatalogue } from './schema.ts';
import { DEFAULT_NOTICE_UNIT, noticeUnits } from '../contract-types/term.ts';

/** A stored contract, parsed on every read. */
export const contractItemSchema = z.object({
  ...recordSchemaFields,
  ...storedShape(contractCatalogue),
  type: z.literal('contract'),
  renewal: z.enum(['geen', 'stilzwijgend', 'uitdrukkelijk']),
  customerId: z.string(),
  supplierId: z.string(),
  startDate: z.string(),
  agreedRenewals: z.number().int().default(0),
  noticeUnit: z.enum(noticeUnits).default(DEFAULT_NOTICE_UNIT),
  period: z.number().int(),
  /** Search words (number, title), kept for the list's search check. */
  searchTokens: z.array(z.string()).default([]),
});
export type ContractItem = z.infer<typeof contractItemSchema>;

/** The copy of a contract in a facet's list (customer, supplier, type, owner): the list's columns. */
export const contractListItemSchema = contractItemSchema.omit({
  notes: true,
  searchTokens: true,
  type: true,
});
export type ContractListItem = z.infer<typeof contractListItemSchema>;
