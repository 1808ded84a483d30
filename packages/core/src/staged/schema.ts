import * as z from 'zod';
import { stagedTargetKinds } from './catalogue.ts';

/**
 * A change set as stored and as the staff review answers it (decision 046). Browser-safe: the
 * review screen parses the answer with these schemas.
 */
export const stagedOwnerKinds = ['supplier-request', 'onboarding'] as const;
export type StagedOwnerKind = (typeof stagedOwnerKinds)[number];

export const stagedOwnerSchema = z.object({
  kind: z.enum(stagedOwnerKinds),
  id: z.string().min(1).max(40),
});
export type StagedOwner = z.infer<typeof stagedOwnerSchema>;

export const stagedTargetSchema = z.object({
  kind: z.enum(stagedTargetKinds),
  id: z.string().min(1).max(40),
});
export type StagedTarget = z.infer<typeof stagedTargetSchema>;

export const fieldStates = ['open', 'approved', 'rejected'] as const;
export type FieldState = (typeof fieldStates)[number];

/** One field of a change set. `proposed` is absent until the outsider answers it (null: emptied). */
export const stagedFieldSchema = z.object({
  sent: z.unknown(),
  proposed: z.unknown().optional(),
  state: z.enum(fieldStates),
  decidedBy: z.string().optional(),
  decidedByName: z.string().optional(),
  decidedAt: z.string().optional(),
  /** Why a field was rejected (optional). */
  reason: z.string().optional(),
  /** A critical field's first approval; the second approver writes the record. */
  firstApprovedBy: z.string().optional(),
  firstApprovedByName: z.string().optional(),
  firstApprovedAt: z.string().optional(),
  /** The number called to confirm a critical change (one on file when the link was sent). */
  phone: z.string().optional(),
  /** Who made that call. */
  confirmedBy: z.string().optional(),
});
export type StagedField = z.infer<typeof stagedFieldSchema>;

export const changeSetItemSchema = z.object({
  pk: z.string(),
  sk: z.string(),
  type: z.literal('changeset'),
  owner: stagedOwnerSchema,
  target: stagedTargetSchema.extend({
    /** The primary contact person when the link was sent: contact fields are theirs. */
    contactId: z.string().optional(),
  }),
  version: z.number().int(),
  /** Submitted: the outsider's answer can no longer change. */
  locked: z.boolean(),
  /** After Teruggestuurd: only these fields may be answered again (absent: every field). */
  editable: z.array(z.string()).optional(),
  critical: z.array(z.string()),
  /** Phone numbers on the record and its contact people when the link was sent (as entered). */
  phonesOnFile: z.array(z.string()),
  fields: z.record(z.string(), stagedFieldSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ChangeSetItem = z.infer<typeof changeSetItemSchema>;

/** One row of the review: a field as sent, as it is now, as proposed, and its decision. */
export const reviewRowSchema = z.object({
  field: z.string(),
  label: z.string(),
  type: z.string(),
  options: z.record(z.string(), z.string()).optional(),
  financial: z.boolean(),
  critical: z.boolean(),
  sent: z.unknown(),
  now: z.unknown(),
  proposed: z.unknown(),
  answered: z.boolean(),
  /** Proposed differs from sent after the field's normaliser. */
  changed: z.boolean(),
  /** Staff changed it since the link was sent, and the outsider proposes a change too. */
  conflict: z.boolean(),
  state: z.enum(fieldStates),
  ...stagedFieldSchema.pick({
    decidedByName: true,
    decidedAt: true,
    reason: true,
    firstApprovedBy: true,
    firstApprovedByName: true,
    phone: true,
    confirmedBy: true,
  }).shape,
});
export type ReviewRow = z.infer<typeof reviewRowSchema>;

export const reviewAnswerSchema = z.object({
  owner: stagedOwnerSchema,
  target: stagedTargetSchema,
  /** What a decision sends back: the change set's and the target's versions as reviewed. */
  version: z.string(),
  locked: z.boolean(),
  phonesOnFile: z.array(z.string()),
  rows: z.array(reviewRowSchema),
});
export type ReviewAnswer = z.infer<typeof reviewAnswerSchema>;

const reviewVersion = z.string().regex(/^\d+\.\d+\.\d+\.\d+$/, 'Laad de beoordeling opnieuw.');

/** One decision, or `field: '*'` with `approve` for every open change at once (Alles goedkeuren). */
export const decisionInputSchema = z.object({
  field: z.string().min(1).max(80),
  decision: z.enum(['approve', 'reject'], { error: 'Kies goedkeuren of afwijzen.' }),
  version: reviewVersion,
  reason: z.string().trim().max(500, 'Een reden is hoogstens 500 tekens.').optional(),
  /** A critical field's second approval: the number called and who called. */
  phone: z.string().trim().max(40).optional(),
  confirmedBy: z.string().trim().max(120, 'Een naam is hoogstens 120 tekens.').optional(),
});
export type DecisionInput = z.infer<typeof decisionInputSchema>;

/** `field` of a decision that approves every open change at once. */
export const ALL_FIELDS = '*';

/**
 * What the lifecycle of an outsider's answer records on its owner, a supplier request or an
 * onboarding (decisions 047 and 052): the current link, when it moved, and the evidence of the
 * submission (when, from where, with what, by the link to whom).
 */
export const answerLifecycleFields = {
  /** The current link's id (its `LINK#<id>` item). */
  linkId: z.string().optional(),
  sentAt: z.string().optional(),
  sentBy: z.string().optional(),
  sentByName: z.string().optional(),
  /** When the current link stops working (ISO); not `expiresAt`, the table's TTL attribute. */
  linkExpiresAt: z.string().optional(),
  openedAt: z.string().optional(),
  submittedAt: z.string().optional(),
  withdrawnAt: z.string().optional(),
  expiredAt: z.string().optional(),
  approvedAt: z.string().optional(),
  submission: z
    .object({ at: z.string(), ip: z.string(), userAgent: z.string(), email: z.string() })
    .optional(),
};
