import * as z from 'zod';
import { dailyJobHealthSchema } from '../deadlines/public.ts';
import { leadStatuses } from '../leads/schema.ts';

/** The dashboard's answers, as the API sends them and the SPA parses them. Browser-safe. */

/** The kinds of record whose changes the recent-changes feed carries. */
export const recentChangeKinds = ['lead', 'customer', 'supplier', 'todo', 'contract'] as const;
export type RecentChangeKind = (typeof recentChangeKinds)[number];

/** Leads of one status and their summed Verwachte waarde (euros). */
export const leadStatusCountSchema = z.object({
  status: z.enum(leadStatuses),
  count: z.number().int(),
  value: z.number(),
});
export type LeadStatusCount = z.infer<typeof leadStatusCountSchema>;
export const leadStatusesAnswerSchema = z.object({ statuses: z.array(leadStatusCountSchema) });

/** One change in the feed: which record, who did what and when (`label`: the record's name then). */
export const recentChangeSchema = z.object({
  kind: z.enum(recentChangeKinds),
  recordId: z.string(),
  label: z.string().nullable(),
  action: z.string(),
  subjectType: z.string(),
  at: z.string(),
  actorName: z.string(),
});
export type RecentChange = z.infer<typeof recentChangeSchema>;
export const recentChangesAnswerSchema = z.object({ items: z.array(recentChangeSchema) });

/** The daily job's heartbeat, for Beheerders only: a warning when it has stopped (decision 040). */
export const dailyJobAnswerSchema = z.object({ dailyJob: dailyJobHealthSchema });
