import * as z from 'zod';

/** The answers of `/api/exact` (browser-safe: the SPA parses them with these). No secret in any. */
export const connectionStates = ['niet verbonden', 'verbonden', 'opnieuw verbinden nodig'] as const;

export const exactDivisionSchema = z.object({ code: z.number(), name: z.string() });
export type ExactDivision = z.infer<typeof exactDivisionSchema>;

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
});
export type ConnectionStatus = z.infer<typeof connectionStatusSchema>;

export const statusAnswerSchema = z.object({ status: connectionStatusSchema });
export const connectAnswerSchema = z.object({ url: z.string() });
export const divisionsAnswerSchema = z.object({ divisions: z.array(exactDivisionSchema) });
