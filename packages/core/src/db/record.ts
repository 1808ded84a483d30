import * as z from 'zod';

/** The keys and audit attributes every versioned record item carries (see write.ts). */
export const recordSchemaFields = {
  pk: z.string(),
  sk: z.string(),
  id: z.string(),
  version: z.number().int(),
  createdAt: z.string(),
  createdBy: z.string(),
  updatedAt: z.string(),
  updatedBy: z.string(),
};

/**
 * The answer about one record is `{ record }` (decision 015): every route that answers a single
 * record uses this envelope, so the SPA reads each such answer the same way; a detail screen adds its
 * parts beside it (`{ record, contacts, financial }`). Browser-safe.
 */
const recordAnswerSchema = z.object({ record: z.unknown() });

/** The record of a `{ record }` answer, checked against its public schema. */
export function parseRecordAnswer<T>(schema: z.ZodType<T>, answer: unknown): T {
  return schema.parse(recordAnswerSchema.parse(answer).record);
}
