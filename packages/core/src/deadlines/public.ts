import * as z from 'zod';

/** The calendar link's answers, as the API sends them and the SPA parses them. Browser-safe. */

/** Whether the signed-in user has a calendar link, and since when (the token is never shown again). */
export const calendarLinkAnswerSchema = z.object({ exists: z.boolean(), createdAt: z.string().nullable() });
export type CalendarLinkAnswer = z.infer<typeof calendarLinkAnswerSchema>;

/** A new link: its URL, answered this once. */
export const calendarLinkCreatedSchema = z.object({ url: z.string(), createdAt: z.string() });
export type CalendarLinkCreated = z.infer<typeof calendarLinkCreatedSchema>;

/**
 * The daily job's heartbeat (decision 040): its last completed day (YYYY-MM-DD, Amsterdam) and
 * moment (ISO), and whether that is more than two days ago (or never).
 */
export const dailyJobHealthSchema = z.object({
  lastCompleted: z.string().nullable(),
  completedAt: z.string().nullable(),
  stale: z.boolean(),
});
export type DailyJobHealth = z.infer<typeof dailyJobHealthSchema>;
