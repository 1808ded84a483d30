import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import type { DueItem } from '../db/due-items.ts';
import { ledgerPut } from '../db/ledger.ts';
import { transact } from '../db/transaction.ts';
import { ConflictError, NotFoundError } from '../errors.ts';
import { requestJobActor } from '../supplier-requests/reminders.ts';
import { getOnboarding, lastOnboardingDay, onboardingMoveItems } from './onboardings.ts';
import { onboardingOpenStatuses } from './schema.ts';

/**
 * An onboarding's day for the deadlines engine (decision 052): after the link's last day an open
 * onboarding becomes Verlopen once (the ledger item and the move in one transaction), as a supplier
 * request does. An item of an older round, or of one withdrawn or submitted, does nothing.
 */
export async function onboardingDueHandler(item: DueItem, today: string, context: { dryRun: boolean }) {
  let onboarding;
  try {
    onboarding = await getOnboarding(item.recordPk.slice('ONBOARDING#'.length));
  } catch (error) {
    if (error instanceof NotFoundError) return undefined;
    throw error;
  }
  const label = `Onboarding van ${onboarding.targetName}`;
  if (
    !onboarding.linkExpiresAt ||
    !onboardingOpenStatuses.includes(onboarding.status) ||
    today <= lastOnboardingDay(onboarding)
  )
    return { label, steps: [], actions: [] };
  if (context.dryRun) return { label, steps: ['verlopen'], actions: [] };
  const at = new Date().toISOString();
  try {
    await transact(
      [
        ledgerPut({ recordPk: onboarding.pk, period: String(onboarding.round), kind: 'onboarding-expire' }),
        ...onboardingMoveItems(onboarding, 'expire', requestJobActor, at, { expiredAt: at }),
      ],
      [],
      0,
    );
    return { label, steps: ['verlopen'], actions: [] };
  } catch (error) {
    // Done already (the ledger), or moved meanwhile: nothing to do.
    if (error instanceof ConflictError || error instanceof TransactionCanceledException)
      return { label, steps: [], actions: [] };
    throw error;
  }
}
