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

/**
 * Bookkeeping a history entry never records: keys, type, version, audit stamps and derived index
 * attributes (`history.ts`). The change log hides them in older entries too (catalogue/history-words.ts).
 */
export const untrackedFields: ReadonlySet<string> = new Set([
  'pk',
  'sk',
  'type',
  'id',
  'version',
  'createdAt',
  'createdBy',
  'updatedAt',
  'updatedBy',
  // Derived index attributes, not the user's data.
  'nameKey',
  'searchTokens',
  'sessionGeneration',
  // A record's copy of its Exact sync state (the list filter's), written by the sync (decision 045).
  'exactState',
]);

/** An index key attribute (`gsi1pk`, `gsi4sk`, …). */
export function isIndexKey(field: string): boolean {
  return /^gsi\d+(pk|sk)$/.test(field);
}
