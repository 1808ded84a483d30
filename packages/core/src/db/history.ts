import { z } from 'zod';
import { HISTORY_PREFIX } from './keys.ts';
import { queryPage } from './page.ts';

export const historyItemSchema = z.object({
  sk: z.string(),
  at: z.string(),
  actorId: z.string(),
  actorName: z.string(),
  action: z.string(),
  subjectType: z.string().default('record'),
  subjectId: z.string().optional(),
  changes: z.array(z.object({ field: z.string(), from: z.unknown(), to: z.unknown() })),
});

export type HistoryEntry = z.infer<typeof historyItemSchema>;

/** A record's change log, newest first: one Query on its partition. */
export async function historyOf(recordPk: string, limit = 100): Promise<HistoryEntry[]> {
  const page = await queryPage({
    partition: recordPk,
    sortPrefix: HISTORY_PREFIX,
    limit,
    descending: true,
    schema: historyItemSchema,
  });
  return page.items;
}
