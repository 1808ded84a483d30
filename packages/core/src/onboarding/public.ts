import * as z from 'zod';
import { publicFieldSchema } from '../staged/public.ts';
import { onboardingCopySchema, onboardingItemSchema } from './item.ts';
import { onboardingKinds, onboardingStatuses } from './schema.ts';

/** Onboardings as the API answers them and the SPA parses them (decision 052). Browser-safe. */
export const onboardingRecordSchema = onboardingItemSchema.omit({
  pk: true,
  sk: true,
  gsi1pk: true,
  gsi1sk: true,
});
export type OnboardingRecord = z.infer<typeof onboardingRecordSchema>;

export const onboardingRowSchema = onboardingCopySchema;
export type OnboardingRow = z.infer<typeof onboardingRowSchema>;
export const onboardingPageSchema = z.object({
  items: z.array(onboardingRowSchema),
  cursor: z.string().nullable(),
});
export type OnboardingPage = z.infer<typeof onboardingPageSchema>;

/** The dashboard's "Te beoordelen": onboardings waiting for review, oldest submission first. */
export const onboardingToReviewSchema = onboardingItemSchema.pick({
  id: true,
  targetKind: true,
  targetId: true,
  targetName: true,
  contactName: true,
  submittedAt: true,
  ownerId: true,
});
export type OnboardingToReview = z.infer<typeof onboardingToReviewSchema>;
export const onboardingToReviewListSchema = z.object({ items: z.array(onboardingToReviewSchema) });

/** The outsider's form, as `GET /api/onboarding-links` answers it. */
export const publicOnboardingSchema = z.object({
  companyName: z.string(),
  targetKind: z.enum(onboardingKinds),
  targetName: z.string(),
  contactName: z.string(),
  status: z.enum(onboardingStatuses),
  /** Whether the outsider may still change anything. */
  open: z.boolean(),
  /** The draft's version: a save carries it back. */
  version: z.number().int(),
  linkExpiresAt: z.string().optional(),
  submittedAt: z.string().optional(),
  fields: z.array(publicFieldSchema),
});
export type PublicOnboarding = z.infer<typeof publicOnboardingSchema>;
