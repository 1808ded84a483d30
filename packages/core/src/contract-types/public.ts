import * as z from 'zod';
import { contractTypeItemSchema } from './item.ts';

/**
 * A contract type as the API answers it and the SPA parses it: the stored item without its keys.
 * Browser-safe.
 */
export const contractTypeRecordSchema = contractTypeItemSchema.omit({
  pk: true,
  sk: true,
  gsi1pk: true,
  gsi1sk: true,
});
export type ContractTypeRecord = z.infer<typeof contractTypeRecordSchema>;

/** The list answer: every type, sorted by name (a type list is small; see service.ts). */
export const contractTypeListSchema = z.object({ items: z.array(contractTypeRecordSchema) });
export type ContractTypeList = z.infer<typeof contractTypeListSchema>;
