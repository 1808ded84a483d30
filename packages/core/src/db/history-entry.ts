import * as z from 'zod';

/**
 * One entry of a record's change log, as stored and as the API answers it (users, relations, todos).
 * Browser-safe: the SPA parses the history answers with it.
 */
export const historyEntrySchema = z.object({
  sk: z.string(),
  at: z.string(),
  actorId: z.string(),
  actorName: z.string(),
  action: z.string(),
  /** The record itself (`lead`, `customer`, …; `record` for older entries) or a child (`contact`, `financial`). */
  subjectType: z.string().default('record'),
  subjectId: z.string().optional(),
  /** The subject's name at the time (a file's name, a contact person's): it may be gone since. */
  label: z.string().optional(),
  changes: z.array(z.object({ field: z.string(), from: z.unknown(), to: z.unknown() })),
});

export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** The answer of a history route: newest first. */
export const historyAnswerSchema = z.object({ items: z.array(historyEntrySchema) });
