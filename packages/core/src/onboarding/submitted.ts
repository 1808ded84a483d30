import type { Actor } from '../db/actor.ts';
import { listPartitions } from '../db/index-keys.ts';
import { queryPage } from '../db/page.ts';
import { mailConfig } from '../mail/config.ts';
import { getRelation } from '../relations/repository.ts';
import { followUpSubmission, reviewerOf, type SubmittedOutcome } from '../staged/follow-up.ts';
import { onboardingItemSchema } from './item.ts';
import { onboardingNoticeMail } from './mail.ts';
import { getOnboarding, onboardingPath } from './onboardings.ts';
import { onboardingToReviewSchema, type OnboardingToReview } from './public.ts';

/**
 * What follows a submitted onboarding (decision 052), as for a supplier request: a todo
 * "Onboarding beoordelen" and a notice mail for the record's owner (a lead's Eigenaar, a
 * customer's Accountmanager), else the sender, else the first active Beheerder; each once per
 * submission.
 */
export const ONBOARDING_TODO_ORIGIN = 'onboarding-review';
export const ONBOARDING_TODO_TITLE = 'Onboarding beoordelen';
const submissionActor: Actor = { id: 'system:onboarding', name: 'Onboarding' };

export async function onOnboardingSubmitted(id: string): Promise<SubmittedOutcome> {
  const onboarding = await getOnboarding(id);
  if (onboarding.status !== 'ingediend' || !onboarding.submittedAt) return { todo: false, mail: false };
  const record = await getRelation(onboarding.targetKind, onboarding.targetId);
  const recordOwner = 'ownerId' in record ? (record.ownerId as string | undefined) : undefined;
  const reviewer = await reviewerOf([recordOwner, onboarding.ownerId]);
  if (!reviewer) throw new Error('no active owner or Beheerder to review the onboarding');
  return followUpSubmission({
    recordPk: onboarding.pk,
    submittedAt: onboarding.submittedAt,
    reviewer,
    todo: {
      title: ONBOARDING_TODO_TITLE,
      description: `${onboarding.contactName} heeft de onboarding van ${onboarding.targetName} ingediend.`,
      link: { kind: onboarding.targetKind, id: onboarding.targetId },
    },
    origin: ONBOARDING_TODO_ORIGIN,
    actor: submissionActor,
    mail: onboardingNoticeMail({
      to: reviewer.email,
      name: reviewer.name,
      targetName: onboarding.targetName,
      contactName: onboarding.contactName,
      url: `${mailConfig().appUrl}${onboardingPath(onboarding)}`,
    }),
  });
}

/** The dashboard's "Te beoordelen": onboardings waiting for review, oldest submission first. */
export async function onboardingsToReview(limit = 20): Promise<OnboardingToReview[]> {
  const page = await queryPage({
    index: 'gsi1',
    partition: listPartitions.onboardingsToReview,
    limit,
    schema: onboardingItemSchema,
  });
  return page.items.map((item) => onboardingToReviewSchema.parse(item));
}
