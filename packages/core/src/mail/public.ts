import * as z from 'zod';

/** Mail the app still owes, as the API sends it to a Beheerder and the SPA parses it. Browser-safe. */
export const owedMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  /** What it is about, in Dutch. */
  label: z.string(),
  /** The SPA path of the record it belongs to. */
  path: z.string().nullable(),
  createdAt: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string(),
});
export type OwedMail = z.infer<typeof owedMailSchema>;

export const owedMailAnswerSchema = z.object({ items: z.array(owedMailSchema) });
