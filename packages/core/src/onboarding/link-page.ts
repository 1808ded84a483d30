import type { Actor } from '../db/actor.ts';
import { ConflictError, NotFoundError, ValidationError } from '../errors.ts';
import { LinkError } from '../links/link-error.ts';
import { tokenOfLink, type LinkItem } from '../links/link-token.ts';
import { log } from '../log.ts';
import { mailConfig } from '../mail/config.ts';
import { deliverOwed, owedMail } from '../mail/owed.ts';
import { answerFields, missingAnswers } from '../staged/answer.ts';
// The receipt reads as a supplier request's: the answer received, checked before it is used.
import { receiptMail } from '../supplier-requests/mail.ts';
import type { DraftAnswer } from '../staged/public.ts';
import { lockProposed, readChangeSet, saveProposed } from '../staged/change-set.ts';
import type { OnboardingItem } from './item.ts';
import {
  getOnboarding,
  moveOnboarding,
  onboardingOwner,
  onboardingPath,
  onboardingUrl,
} from './onboardings.ts';
import type { PublicOnboarding } from './public.ts';
import {
  onboardingFields,
  onboardingMessages,
  onboardingOpenStatuses,
  type OnboardingKind,
} from './schema.ts';
import { onOnboardingSubmitted } from './submitted.ts';

/**
 * The outsider's form of an onboarding (decision 052), behind a link of purpose `onboarding` and
 * its type (`lead` or `customer`): what it shows (reads only: mail scanners open links), the draft
 * saved as they type and the submission with its evidence. A link reads and writes only the
 * onboarding it was sent for, only while it is the onboarding's current link, and only under its
 * own type.
 */

export interface SubmissionEvidence {
  at: string;
  ip: string;
  userAgent: string;
}

/** The onboarding a verified link belongs to; an old round's link, another type or a withdrawal ends it. */
export async function onboardingOfLink(link: LinkItem, kind: OnboardingKind): Promise<OnboardingItem> {
  try {
    const onboarding = await getOnboarding(link.subject);
    if (onboarding.linkId !== link.id || onboarding.email !== link.binding || onboarding.targetKind !== kind)
      throw new LinkError('invalid');
    if (onboarding.status === 'ingetrokken') throw new LinkError('revoked');
    if (onboarding.status === 'verlopen') throw new LinkError('expired');
    return onboarding;
  } catch (error) {
    if (error instanceof NotFoundError) throw new LinkError('invalid');
    throw error;
  }
}

const isOpen = (onboarding: OnboardingItem) => onboardingOpenStatuses.includes(onboarding.status);

/** The outsider in history entries: the contact person, by the link. */
const outsider = (onboarding: OnboardingItem, link: LinkItem): Actor => ({
  id: `link:${link.id}`,
  name: `${onboarding.contactName} (${onboarding.targetName})`,
});

/** GET: the form's data. Changes nothing. */
export async function publicOnboarding(link: LinkItem, kind: OnboardingKind): Promise<PublicOnboarding> {
  const onboarding = await onboardingOfLink(link, kind);
  const changeSet = await readChangeSet(onboardingOwner(onboarding.id));
  return {
    companyName: mailConfig().companyName,
    targetKind: onboarding.targetKind,
    targetName: onboarding.targetName,
    contactName: onboarding.contactName,
    status: onboarding.status,
    open: isOpen(onboarding),
    version: changeSet.version,
    ...(onboarding.linkExpiresAt ? { linkExpiresAt: onboarding.linkExpiresAt } : {}),
    ...(onboarding.submittedAt ? { submittedAt: onboarding.submittedAt } : {}),
    fields: answerFields(changeSet, onboardingFields(kind), isOpen(onboarding)),
  };
}

function assertOpen(onboarding: OnboardingItem): void {
  if (isOpen(onboarding)) return;
  throw new ConflictError(
    ['ingediend', 'goedgekeurd'].includes(onboarding.status)
      ? onboardingMessages.closed
      : onboardingMessages.notOpen,
  );
}

/** The first POST of any kind: Verstuurd becomes Geopend (once, whichever device comes first). */
async function opened(onboarding: OnboardingItem, link: LinkItem): Promise<OnboardingItem> {
  if (onboarding.status !== 'verstuurd') return onboarding;
  try {
    return await moveOnboarding(onboarding, 'open', outsider(onboarding, link), {
      openedAt: new Date().toISOString(),
    });
  } catch (error) {
    if (error instanceof ConflictError) return getOnboarding(onboarding.id);
    throw error;
  }
}

/** POST draft: the fields given, on the version the page loaded (a stale one is a 409). */
export async function saveOnboardingDraft(
  link: LinkItem,
  kind: OnboardingKind,
  input: { version: number; values: Record<string, unknown> },
): Promise<DraftAnswer> {
  const onboarding = await opened(await onboardingOfLink(link, kind), link);
  assertOpen(onboarding);
  const saved = await saveProposed(onboardingOwner(onboarding.id), input.version, input.values);
  return { version: saved.version, savedAt: saved.updatedAt };
}

/**
 * POST submit: the required fields checked (Dutch 422 per field), then in one transaction the
 * answer locked on the version checked, Ingediend with the evidence and the receipt owed; then the
 * receipt, and the owner's todo and notice.
 */
export async function submitOnboarding(
  link: LinkItem,
  kind: OnboardingKind,
  version: number,
  evidence: SubmissionEvidence,
): Promise<PublicOnboarding> {
  const onboarding = await opened(await onboardingOfLink(link, kind), link);
  assertOpen(onboarding);
  const owner = onboardingOwner(onboarding.id);
  const changeSet = await readChangeSet(owner);
  if (changeSet.version !== version) throw new ConflictError();
  const errors = missingAnswers(changeSet, onboardingFields(kind));
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  const receipt = owedMail(
    receiptMail({
      to: onboarding.email,
      name: onboarding.contactName,
      recordName: onboarding.targetName,
      submittedAt: evidence.at,
      url: onboardingUrl(await tokenOfLink(link), kind),
    }),
    {
      kind: 'onboarding-receipt',
      label: `Ontvangstbevestiging onboarding aan ${onboarding.contactName} (${onboarding.targetName})`,
      path: onboardingPath(onboarding),
      refs: { onboardingId: onboarding.id },
    },
  );
  await moveOnboarding(
    onboarding,
    'submit',
    outsider(onboarding, link),
    { submittedAt: evidence.at, submission: { ...evidence, email: onboarding.email } },
    [...lockProposed(owner, version), receipt.item],
  );
  await deliverOwed(receipt.id);
  try {
    await onOnboardingSubmitted(onboarding.id);
  } catch (error) {
    // The submission stands; the todo and the notice are finished by a later call.
    log('error', 'onboarding submitted, its follow-up failed', {
      onboardingId: onboarding.id,
      error: String(error),
    });
  }
  return publicOnboarding(link, kind);
}
