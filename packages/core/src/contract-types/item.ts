import * as z from 'zod';
import { storedShape } from '../catalogue/field.ts';
import { recordSchemaFields } from '../db/record.ts';
import { contractTypeCatalogue } from './schema.ts';
import { DEFAULT_NOTICE_UNIT, noticeUnits } from './term.ts';

/** A stored contract type, parsed on every read. */
export const contractTypeItemSchema = z.object({
  ...recordSchemaFields,
  type: z.literal('contract_type'),
  ...storedShape(contractTypeCatalogue),
  noticeUnit: z.enum(noticeUnits).default(DEFAULT_NOTICE_UNIT),
  gsi1pk: z.string(),
  gsi1sk: z.string(),
});
export type ContractTypeItem = z.infer<typeof contractTypeItemSchema>;
