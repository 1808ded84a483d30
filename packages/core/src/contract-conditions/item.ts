import * as z from 'zod';
import { storedShape } from '../catalogue/field.ts';
import { recordSchemaFields } from '../db/record.ts';
import { conditionDecisions, conditionStatuses, conditionCatalogue } from './schema.ts';

/**
 * The stored items of contract conditions, all in the contract's partition (decision 031):
 * the condition (`CONDITION#<id>`), each of its text versions (`CONDVERSION#<id>#<n>`), each
 * review sent (`REVIEW#<link id>`), the evidence chain (`EVIDENCE#<seq>`) and its head (`CHAIN`).
 * Browser-safe: the answer schemas in public.ts are made from these.
 */

/** Where a condition copied from its contract type's standard conditions came from. */
export const conditionSourceSchema = z.object({
  typeId: z.string(),
  conditionId: z.string(),
  /** The hash of the type's text when it was copied. */
  textHash: z.string(),
});
export type ConditionSource = z.infer<typeof conditionSourceSchema>;

export const conditionItemSchema = z.object({
  ...recordSchemaFields,
  type: z.literal('contract_condition'),
  ...storedShape(conditionCatalogue),
  contractId: z.string(),
  /** Fractional index: a move writes only the moved condition. */
  position: z.string(),
  status: z.enum(conditionStatuses),
  /** The text's version (1, 2, …): a new one starts when a reviewed text is edited. */
  textVersion: z.number().int(),
  textHash: z.string(),
  /** Whether this text version has been sent for review (then it is frozen). */
  sent: z.boolean().default(false),
  /** The review this condition is in while Ter beoordeling. */
  reviewId: z.string().optional(),
  source: conditionSourceSchema.optional(),
});
export type ConditionItem = z.infer<typeof conditionItemSchema>;

/** One text version of a condition, as it was; the version a review sent never changes. */
export const conditionVersionItemSchema = z.object({
  pk: z.string(),
  sk: z.string(),
  type: z.literal('contract_condition_version'),
  conditionId: z.string(),
  textVersion: z.number().int(),
  title: z.string(),
  text: z.string(),
  textHash: z.string(),
  createdAt: z.string(),
  createdBy: z.string(),
  createdByName: z.string(),
});
export type ConditionVersionItem = z.infer<typeof conditionVersionItemSchema>;

/** A condition as a review sent it. */
export const sentConditionSchema = z.object({
  conditionId: z.string(),
  textVersion: z.number().int(),
  textHash: z.string(),
  title: z.string(),
});

/** A decision as its review keeps it (the evidence item holds the rest). */
export const reviewDecisionSchema = z.object({
  decision: z.enum(conditionDecisions),
  comment: z.string(),
  name: z.string(),
  at: z.string(),
  seq: z.number().int(),
  /** The evidence item's hash, for the outsider's receipt (decision 041). */
  hash: z.string().optional(),
});

export const reviewItemSchema = z.object({
  pk: z.string(),
  sk: z.string(),
  type: z.literal('contract_condition_review'),
  /** The link's id: one review, one link. */
  id: z.string(),
  contractId: z.string(),
  contactId: z.string(),
  contactName: z.string(),
  email: z.string(),
  conditions: z.array(sentConditionSchema),
  /** What was decided through this link, by condition id (one entry each, never overwritten). */
  decisions: z.record(z.string(), reviewDecisionSchema).default({}),
  sentAt: z.string(),
  sentBy: z.string(),
  sentByName: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().optional(),
  finishedAt: z.string().optional(),
  /** The chain's head the receipt named when the review finished (decision 041), for its download. */
  receiptChain: z.object({ seq: z.number().int(), hash: z.string() }).optional(),
  renewalAskedAt: z.string().optional(),
});
export type ReviewItem = z.infer<typeof reviewItemSchema>;

/**
 * The fields an evidence item's hash covers, in this order (decisions 031 and 041): every value
 * the evidence page or the receipt shows, the condition's title included.
 */
export const evidenceFields = [
  'contractId',
  'seq',
  'conditionId',
  'conditionTitle',
  'textVersion',
  'textHash',
  'decision',
  'comment',
  'name',
  'email',
  'at',
  'ip',
  'userAgent',
  'reviewId',
  'prevHash',
] as const;

export const evidenceItemSchema = z.object({
  pk: z.string(),
  sk: z.string(),
  type: z.literal('contract_condition_evidence'),
  contractId: z.string(),
  seq: z.number().int(),
  conditionId: z.string(),
  /** The condition's title as the review sent it. */
  conditionTitle: z.string(),
  textVersion: z.number().int(),
  textHash: z.string(),
  decision: z.enum(conditionDecisions),
  comment: z.string(),
  name: z.string(),
  email: z.string(),
  at: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  reviewId: z.string(),
  /** The previous item's hash; the first item's is 64 zeros. */
  prevHash: z.string(),
  hash: z.string(),
  /** HMAC-SHA256 of `hash` with a key derived from the app's secret, never stored in the table. */
  signature: z.string(),
});
export type EvidenceItem = z.infer<typeof evidenceItemSchema>;

/** The chain's head: the last item's number and hash, the target of every append's condition. */
export const chainHeadSchema = z.object({
  pk: z.string(),
  sk: z.string(),
  type: z.literal('contract_condition_chain'),
  seq: z.number().int(),
  hash: z.string(),
  /** HMAC-SHA256 of `<contract id>:<seq>:<hash>` with the evidence key (decision 041). */
  signature: z.string(),
});
export type ChainHead = z.infer<typeof chainHeadSchema>;
