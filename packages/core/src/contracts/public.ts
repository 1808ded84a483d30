import * as z from 'zod';
import { contractItemObject, contractListItemObject } from './item.ts';

/** A contract as the API answers it and the SPA parses it (browser-safe): the item without keys. */
export const contractRecordSchema = contractItemObject.omit({ pk: true, sk: true, searchTokens: true });
export type ContractRecord = z.infer<typeof contractRecordSchema>;

export const contractRowSchema = contractListItemObject.omit({ pk: true, sk: true });
export type ContractRow = z.infer<typeof contractRowSchema>;

/** "Op te zeggen binnen 90 dagen" on the dashboard (`GET /api/dashboard/upcoming-notices`). */
export const upcomingNoticesAnswerSchema = z.object({
  items: z.array(contractRowSchema),
  /** How many days ahead the block looks. */
  days: z.number().int(),
});
export type UpcomingNoticesAnswer = z.infer<typeof upcomingNoticesAnswerSchema>;

/** A page of the contracts list (`GET /api/contracts`). */
export const contractPageSchema = z.object({
  items: z.array(contractRowSchema),
  cursor: z.string().nullable(),
  total: z.number().nullable(),
});
export type ContractPage = z.infer<typeof contractPageSchema>;
