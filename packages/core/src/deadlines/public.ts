import * as z from 'zod';

/** The calendar link's answers, as the API sends them and the SPA parses them. Browser-safe. */

/** Whether the signed-in user has a calendar link, and since when (the token is never shown again). */
export const calendarLinkAnswerSchema = z.object({ exists: z.boolean(), createdAt: z.string().nullable() });
export type CalendarLinkAnswer = z.infer<typeof calendarLinkAnswerSchema>;

/** A new link: its URL, answered this once. */
export const calendarLinkCreatedSchema = z.object({ url: z.string(), createdAt: z.string() });
export type CalendarLinkCreated = z.infer<typeof calendarLinkCreatedSchema>;
