import * as z from 'zod';
import { recordSchemaFields } from '../db/record.ts';
import { answerLifecycleFields } from '../staged/schema.ts';
import { onboardingKinds, onboardingStatuses } from './schema.ts';

/**
 * The stored items of an onboarding (decision 052): the onboarding (`ONBOARDING#<id>`, with its
 * history) and its target's copy (`LEAD#<id>` or `CUSTOMER#<id>` / `ONBOARDING#<id>`). Browser-safe.
 */
export const onboardingItemSchema = z.object({
  ...recordSchemaFields,
  type: z.literal('onboarding'),
  status: z.enum(onboardingStatuses),
  targetKind: z.enum(onboardingKinds),
  targetId: z.string(),
  targetName: z.string(),
  contactId: z.string(),
  contactName: z.string(),
  /** The address the link goes to (the contact's when it was last sent). */
  email: z.string(),
  /** Who sent it: the review todo goes to the record's owner, else to them. */
  ownerId: z.string(),
  /** How many times it was sent; each send is a new link and a fresh change set. */
  round: z.number().int().default(0),
  ...answerLifecycleFields,
  gsi1pk: z.string().optional(),
  gsi1sk: z.string().optional(),
});
export type OnboardingItem = z.infer<typeof onboardingItemSchema>;

/** The target's copy: what its page lists of each onboarding. */
export const onboardingCopySchema = onboardingItemSchema.pick({
  id: true,
  version: true,
  status: true,
  targetKind: true,
  targetId: true,
  contactId: true,
  contactName: true,
  email: true,
  createdAt: true,
  sentAt: true,
  linkExpiresAt: true,
  submittedAt: true,
});
export type OnboardingCopy = z.infer<typeof onboardingCopySchema>;
