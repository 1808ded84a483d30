import * as z from 'zod';

/**
 * The outsider's answer as the public pages of supplier requests and onboarding exchange it
 * (decisions 050 and 052): the asked fields with their values (the draft's proposed value, else the
 * value as sent), a draft save on the change set's version, and the submission. Browser-safe.
 */
export const publicFieldSchema = z.object({
  key: z.string(),
  label: z.string(),
  required: z.boolean(),
  critical: z.boolean(),
  value: z.unknown(),
  editable: z.boolean(),
});
export type PublicField = z.infer<typeof publicFieldSchema>;

export const draftInputSchema = z.object({
  version: z.number({ error: 'Versie ontbreekt.' }).int(),
  values: z.record(z.string().max(80), z.unknown()),
});
export type DraftInput = z.infer<typeof draftInputSchema>;

export const submitInputSchema = z.object({
  version: z.number({ error: 'Versie ontbreekt.' }).int(),
});

export const draftAnswerSchema = z.object({ version: z.number().int(), savedAt: z.string() });
export type DraftAnswer = z.infer<typeof draftAnswerSchema>;

/** What a submission lacks and a Dutch postcode's rule, in Dutch. */
export const answerMessages = {
  requiredField: (label: string) => `Vul ${label} in.`,
  postcode: 'Vul een geldige postcode in, bijvoorbeeld 1234 AB.',
} as const;
