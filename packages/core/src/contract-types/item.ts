import * as z from 'zod';
import { storedShape } from '../catalogue/field.ts';
import { recordSchemaFields } from '../db/record.ts';
import { contractTypeCatalogue } from './schema.ts';

/** A stored contract type, parsed on every read. */
export const contractTypeItemSchema = z.object({
  ...recordSchemaFields,
  type: z.literal('contract_type'),
  ...storedShape(contractTypeCatalogue),
  gsi1pk: z.string(),
  gsi1sk: z.string(),
});
export type ContractTypeItem = z.infer<typeof contractTypeItemSchema>;
