import * as z from 'zod';

/** The answers of `/api/exact` (browser-safe: the SPA parses them with these). No secret in any. */
export const connectionStates = ['niet verbonden', 'verbonden', 'opnieuw verbinden nodig'] as const;

export const exactDivisionSchema = z.object({ code: z.number(), name: z.string() });
export type ExactDivision = z.infer<typeof exactDivisionSchema>;

/** Why a sync run ended (decision 051); `stopMessage` says it in Dutch, with until when. */
export const runStops = [
  'klaar',
  'dagelijkse limiet',
  'limiet per minuut',
  'foutenlimiet',
  'tijd op',
  'verbinding',
  'fout',
  'afgebroken',
  'overgeslagen',
] as const;
export type RunStop = (typeof runStops)[number];

/** One sync run as the log keeps it; without `finishedAt` it is still going (or was cut off). */
export const runLogEntrySchema = z.object({
  runId: z.string(),
  trigger: z.enum(['schema', 'handmatig']),
  startedBy: z.string().optional(),
  startedAt: z.string(),
  finishedAt: z.string().optional(),
  /** While it runs: what it does now. */
  phase: z.enum(['ophalen', 'versturen']).optional(),
  pushed: z.number(),
  pulled: z.number(),
  matched: z.number(),
  failed: z.number(),
  conflicts: z.number(),
  calls: z.number(),
  stop: z.enum(runStops).optional(),
  stopMessage: z.string().optional(),
});
export type RunLogEntry = z.infer<typeof runLogEntrySchema>;

/** A scheduled run that found another one going on: logged, but it did nothing (not a last run). */
export const isSkipped = (run: RunLogEntry) => run.stop === 'overgeslagen';

export const runsAnswerSchema = z.object({ runs: z.array(runLogEntrySchema) });
export const runStartedAnswerSchema = z.object({ run: runLogEntrySchema });

/** What `/exact` shows of the schedule: the last finished run, the one going on, the next one. */
export const runScheduleSchema = z.object({
  lastRun: runLogEntrySchema.optional(),
  running: runLogEntrySchema.optional(),
  nextRunAt: z.string().optional(),
});
export type RunSchedule = z.infer<typeof runScheduleSchema>;

export const connectionStatusSchema = z.object({
  state: z.enum(connectionStates),
  division: exactDivisionSchema.optional(),
  connectedBy: z.string().optional(),
  connectedAt: z.string().optional(),
  lostReason: z.string().optional(),
  /** From the last answer's headers; a window whose reset has passed counts as full again. */
  callsLeft: z
    .object({
      today: z.number().optional(),
      dailyLimit: z.number().optional(),
      thisMinute: z.number().optional(),
      minutelyLimit: z.number().optional(),
    })
    .optional(),
  /** Once a division is chosen: the last run, the one going on, the next (decision 051). */
  runs: runScheduleSchema.optional(),
});
export type ConnectionStatus = z.infer<typeof connectionStatusSchema>;

export const statusAnswerSchema = z.object({ status: connectionStatusSchema });
export const connectAnswerSchema = z.object({ url: z.string() });
export const divisionsAnswerSchema = z.object({ divisions: z.array(exactDivisionSchema) });
