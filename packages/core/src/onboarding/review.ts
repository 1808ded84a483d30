import type { Actor } from '../db/actor.ts';
import { ConflictError, NotFoundError } from '../errors.ts';
import { readReview, reviewDone, reviewRows } from '../staged/review.ts';
import type { OnboardingItem } from './item.ts';
import { getOnboarding, moveOnboarding, onboardingOwner } from './onboardings.ts';
import { onboardingMessages, onboardingMoves } from './schema.ts';

/** The end of an onboarding's review (decision 052): Goedgekeurd once every proposed change is decided. */

async function reviewed(onboarding: OnboardingItem): Promise<boolean> {
  const { changeSet, now } = await readReview(onboardingOwner(onboarding.id));
  return changeSet.locked && reviewDone(reviewRows(changeSet, now));
}

/** After a staff decision: an Ingediend onboarding whose every change is decided moves to Goedgekeurd. */
export async function approveOnboardingWhenReviewed(
  id: string,
  actor: Actor,
): Promise<OnboardingItem | undefined> {
  // A change set made without an onboarding (the staged module's own tests) has nothing to move.
  const onboarding = await getOnboarding(id).catch((error: unknown) => {
    if (error instanceof NotFoundError) return undefined;
    throw error;
  });
  if (!onboarding) return undefined;
  if (onboarding.status !== 'ingediend' || !(await reviewed(onboarding))) return onboarding;
  try {
    return await moveOnboarding(onboarding, 'approve', actor, { approvedAt: new Date().toISOString() });
  } catch (error) {
    if (error instanceof ConflictError) return getOnboarding(id);
    throw error;
  }
}

/** Goedkeuren by hand: a submission without changes has nothing to decide. */
export async function approveOnboarding(id: string, version: number, actor: Actor): Promise<OnboardingItem> {
  const onboarding = await getOnboarding(id);
  if (onboarding.version !== version) throw new ConflictError();
  if (!(onboardingMoves.approve.from as readonly string[]).includes(onboarding.status))
    throw new ConflictError(onboardingMessages.moveRefused.approve);
  if (!(await reviewed(onboarding))) throw new ConflictError(onboardingMessages.notReviewed);
  return moveOnboarding(onboarding, 'approve', actor, { approvedAt: new Date().toISOString() });
}
