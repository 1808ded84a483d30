import * as z from 'zod';
import {
  conditionItemSchema,
  conditionVersionItemSchema,
  evidenceItemSchema,
  reviewItemSchema,
  sentConditionSchema,
} from './item.ts';
import { conditionDecisions } from './schema.ts';

/** Answer schemas of the condition routes, parsed by the SPA (browser-safe; decision 031). */

/** A condition as staff see it; `deviatesFromType`: its text differs from its type's standard text. */
export const conditionRecordSchema = conditionItemSchema
  .omit({ pk: true, sk: true })
  .extend({ deviatesFromType: z.boolean() });
export type ConditionRecord = z.infer<typeof conditionRecordSchema>;

/** `GET /api/contracts/{id}/conditions`: every condition of the contract, in order. */
export const conditionListSchema = z.object({ items: z.array(conditionRecordSchema) });
export type ConditionList = z.infer<typeof conditionListSchema>;

export const conditionVersionSchema = conditionVersionItemSchema.omit({ pk: true, sk: true, type: true });
export type ConditionVersion = z.infer<typeof conditionVersionSchema>;

export const evidenceRecordSchema = evidenceItemSchema.omit({ pk: true, sk: true, type: true });
export type EvidenceRecord = z.infer<typeof evidenceRecordSchema>;

/**
 * `GET /api/contracts/{id}/conditions/{conditionId}`: the condition, all its text versions (newest
 * first) and the evidence of its decisions (oldest first).
 */
export const conditionDetailSchema = z.object({
  record: conditionRecordSchema,
  versions: z.array(conditionVersionSchema),
  evidence: z.array(evidenceRecordSchema),
});
export type ConditionDetail = z.infer<typeof conditionDetailSchema>;

export const reviewStates = ['open', 'expired', 'revoked', 'finished'] as const;
export type ReviewState = (typeof reviewStates)[number];
export const reviewStateLabels: Record<ReviewState, string> = {
  open: 'Open',
  expired: 'Verlopen',
  revoked: 'Ingetrokken',
  finished: 'Afgerond',
};

export const reviewRecordSchema = reviewItemSchema
  .omit({ pk: true, sk: true, type: true })
  .extend({ state: z.enum(reviewStates) });
export type ReviewRecord = z.infer<typeof reviewRecordSchema>;

/** `GET /api/contracts/{id}/reviews`: the reviews sent, newest first. */
export const reviewListSchema = z.object({ items: z.array(reviewRecordSchema) });

/**
 * `GET /api/contracts/{id}/evidence`: every decision, oldest first, and the result of recomputing
 * the chain (`intact`; otherwise Dutch `problems`, each naming the item that does not hold).
 */
export const evidenceAnswerSchema = z.object({
  items: z.array(evidenceRecordSchema),
  intact: z.boolean(),
  problems: z.array(z.string()),
  checkedAt: z.string(),
});
export type EvidenceAnswer = z.infer<typeof evidenceAnswerSchema>;

/** A condition on the public page: the text as it was sent, and what was decided, if anything. */
export const publicConditionSchema = sentConditionSchema.extend({
  text: z.string(),
  /** Staff changed it after the link was sent: no decision on this text any more. */
  changed: z.boolean(),
  decision: z
    .object({ decision: z.enum(conditionDecisions), comment: z.string(), name: z.string(), at: z.string() })
    .nullable(),
});
export type PublicCondition = z.infer<typeof publicConditionSchema>;

/** `GET /api/contract-conditions/review?token=…`: what the outsider's page shows. Writes nothing. */
export const publicReviewSchema = z.object({
  company: z.string(),
  contract: z.object({
    number: z.string(),
    title: z.string(),
    customerName: z.string(),
    supplierName: z.string(),
  }),
  email: z.string(),
  expiresAt: z.string(),
  /** When the last decision was made: the page then shows every decision, read-only, and the receipt. */
  finishedAt: z.string().nullable(),
  conditions: z.array(publicConditionSchema),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

/** `POST /api/contract-conditions/decide`: the decided condition, and whether all are decided now. */
export const decisionAnswerSchema = z.object({
  condition: publicConditionSchema,
  finished: z.boolean(),
});
export type DecisionAnswer = z.infer<typeof decisionAnswerSchema>;

/** `POST /api/contract-conditions/renew`: what to tell the outsider. */
export const renewalAnswerSchema = z.object({ message: z.string() });
