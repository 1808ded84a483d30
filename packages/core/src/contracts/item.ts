import * as z from 'zod';
import { storedShape } from '../catalogue/field.ts';
import { recordSchemaFields } from '../db/record.ts';
import { contractCatalogue } from './schema.ts';
import { DEFAULT_NOTICE_UNIT, noticeUnits } from '../contract-types/term.ts';

/**
 * A contract stored before decision 039 has `noticeMonths`: read as `noticePeriod` in maanden, so it
 * stays readable until its next save writes the new fields.
 */
function upgraded(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || 'noticePeriod' in raw || !('noticeMonths' in raw))
    return raw;
  const { noticeMonths, ...rest } = raw as Record<string, unknown>;
  return { ...rest, noticePeriod: noticeMonths, noticeUnit: 'maanden' };
}

/** A stored contract's fields (the object schema, for `.omit`). */
export const contractItemObject = z.object({
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
  /**
   * The owner's name as written (decision 054), for the Eigenaar column and its sort; a user's
   * rename refreshes it like a party's (decision 028). Absent on a contract whose owner is gone.
   */
  ownerName: z.string().optional(),
  /**
   * The type whose standard conditions are still being copied (issue 28): set by the create, removed
   * once every condition is there. A contract that keeps it shows that the copy is unfinished.
   */
  conditionsPending: z.string().optional(),
  /** Search words (number, title), kept for the list's search check. */
  searchTokens: z.array(z.string()).default([]),
});
/** A stored contract, parsed on every read. */
export const contractItemSchema = z.preprocess(upgraded, contractItemObject);
export type ContractItem = z.infer<typeof contractItemObject>;

/** The copy of a contract in a facet's list (customer, supplier, type, owner): the list's columns. */
export const contractListItemObject = contractItemObject.omit({
  notes: true,
  searchTokens: true,
  type: true,
});
export const contractListItemSchema = z.preprocess(upgraded, contractListItemObject);
export type ContractListItem = z.infer<typeof contractListItemObject>;
