import {
  DEFAULT_REVIEW_DAYS,
  MAX_REVIEW_CONDITIONS,
  reviewInputSchema,
  type ReviewInput,
} from '@crm/core/contract-conditions/schema';
import type { ConditionRecord } from '@crm/core/contract-conditions/public';
import { schemaResolver } from '../../../lib/schema-resolver';

/** What the send dialog holds: the chosen conditions and contact, the days as typed. */
export type ReviewFormValues = { conditionIds: string[]; contactId: string; days: string };

/**
 * Only Concept conditions can be sent; they are chosen to start with, the first
 * `MAX_REVIEW_CONDITIONS` of them in the contract's order when there are more (one review holds
 * at most that many).
 */
export function sendable(conditions: readonly ConditionRecord[]): ConditionRecord[] {
  return conditions.filter((condition) => condition.status === 'concept');
}

export function newReviewValues(conditions: readonly ConditionRecord[]): ReviewFormValues {
  return {
    conditionIds: sendable(conditions)
      .slice(0, MAX_REVIEW_CONDITIONS)
      .map((condition) => condition.id),
    contactId: '',
    days: String(DEFAULT_REVIEW_DAYS),
  };
}

/**
 * Days as typed: anything but a whole number (also an emptied field, which would otherwise get the
 * default silently) is left for the schema to refuse in its own words.
 */
export function toReviewInput(values: ReviewFormValues): unknown {
  const days = values.days.trim();
  return { ...values, days: /^\d+$/.test(days) ? Number(days) : Number.NaN };
}

export const reviewResolver = schemaResolver<ReviewFormValues, ReviewInput>(reviewInputSchema, toReviewInput);
