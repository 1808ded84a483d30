import { ulid } from 'ulid';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Actor } from '../db/actor.ts';
import { dynamo, tableName } from '../db/client.ts';
import { dueItemChanges } from '../db/due-items.ts';
import { historyOf } from '../db/history.ts';
import type { HistoryEntry } from '../db/history-entry.ts';
import { indexKeys } from '../db/index-keys.ts';
import { keys, ONBOARDING_PREFIX } from '../db/keys.ts';
import { queryPage, type Page } from '../db/page.ts';
import { transact, type TransactItem } from '../db/transaction.ts';
import { createRecord } from '../db/write.ts';
import { ConflictError, NotFoundError, ValidationError } from '../errors.ts';
import { signLink } from '../links/link-token.ts';
import { owedMail } from '../mail/owed.ts';
import { mailConfig } from '../mail/config.ts';
import { addDays, dutchToday } from '../nl/date.ts';
import { ownerExists } from '../records/kinds.ts';
import { getRelation } from '../relations/repository.ts';
import {
  answerDeletes,
  changeSetOfSend,
  deliverSendMail,
  lifecycleMove,
  linkRecipient,
  revokeOld,
} from '../staged/lifecycle.ts';
import type { StagedOwner, StagedTarget } from '../staged/schema.ts';
import { snapshotSent } from '../staged/target.ts';
import {
  onboardingCopySchema,
  onboardingItemSchema,
  type OnboardingCopy,
  type OnboardingItem,
} from './item.ts';
import { onboardingMail } from './mail.ts';
import {
  ONBOARDING_VALIDITY_DAYS,
  onboardingFields,
  onboardingMessages,
  onboardingMoves,
  type OnboardingInput,
  type OnboardingKind,
  type OnboardingMove,
} from './schema.ts';

/**
 * Onboarding of a lead or customer (decision 052), the supplier request's machine with another
 * owner: made and sent to one of the record's contact people in one go, sent again, withdrawn,
 * opened and submitted through the link, expired by the daily job, approved by the review. Every
 * move is one transaction: the onboarding's Update conditional on its version and on the status it
 * leaves, its history entry and the target's copy; sending adds the link, the change set, the owed
 * mail and the expiry's due item.
 */
const DAY_SECONDS = 24 * 60 * 60;
const RECORD_TYPE = 'onboarding';

export async function getOnboarding(id: string): Promise<OnboardingItem> {
  const output = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.onboarding(id), ConsistentRead: true }),
  );
  if (!output.Item) throw new NotFoundError(onboardingMessages.notFound);
  return onboardingItemSchema.parse(output.Item);
}

/** A lead's or customer's onboardings, newest first, a page at a time (its copies: one Query). */
export async function listOnboardings(
  kind: OnboardingKind,
  targetId: string,
  page: { limit: number; cursor?: string | undefined },
): Promise<Page<OnboardingCopy>> {
  return queryPage({
    partition: keys.onboardingCopy(kind, targetId, '').pk,
    sortPrefix: ONBOARDING_PREFIX,
    limit: page.limit,
    cursor: page.cursor ?? null,
    descending: true,
    schema: onboardingCopySchema,
  });
}

export function onboardingHistory(id: string): Promise<HistoryEntry[]> {
  return historyOf(keys.onboarding(id).pk);
}

/** The staged change set of an onboarding (decision 046): its owner and target. */
export const onboardingOwner = (id: string): StagedOwner => ({ kind: 'onboarding', id });
export const onboardingTarget = (
  onboarding: Pick<OnboardingItem, 'targetKind' | 'targetId'>,
): StagedTarget => ({
  kind: onboarding.targetKind,
  id: onboarding.targetId,
});

/** The public form's address: the type names the target's kind (`/onboarding/{token}/lead`). */
export const onboardingUrl = (token: string, kind: OnboardingKind): string =>
  `${mailConfig().appUrl}/onboarding/${token}/${kind}`;

/** The staff page of an onboarding. */
export const onboardingPath = (onboarding: Pick<OnboardingItem, 'id' | 'targetKind' | 'targetId'>): string =>
  `/${onboarding.targetKind === 'lead' ? 'leads' : 'customers'}/${onboarding.targetId}/onboardings/${onboarding.id}`;

function copyPut(onboarding: OnboardingItem): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...keys.onboardingCopy(onboarding.targetKind, onboarding.targetId, onboarding.id),
        type: 'onboarding_copy',
        ...onboardingCopySchema.parse(onboarding),
      },
    },
  };
}

/** The contact person the link goes to: one of the record's, with an e-mail address. */
const contactOf = (kind: OnboardingKind, targetId: string, contactId: string) =>
  linkRecipient({ kind, id: targetId }, contactId, {
    notOfParent: onboardingMessages.contactNotOfTarget,
    withoutEmail: onboardingMessages.contactWithoutEmail,
  });

async function targetOf(kind: OnboardingKind, id: string) {
  const record = await getRelation(kind, id);
  if ('customerId' in record && record.customerId)
    throw new ValidationError({ targetId: [onboardingMessages.converted] });
  return record;
}

/** "Onboardinglink versturen": made in Concept, then sent at once (a failed mail leaves it in Concept). */
export async function createOnboarding(input: OnboardingInput, actor: Actor): Promise<OnboardingItem> {
  const [target, contact] = await Promise.all([
    targetOf(input.targetKind, input.targetId),
    contactOf(input.targetKind, input.targetId, input.contactId),
  ]);
  const id = ulid();
  const created = await createRecord({
    key: keys.onboarding(id),
    id,
    data: {
      type: RECORD_TYPE,
      status: 'concept' as const,
      targetKind: input.targetKind,
      targetId: target.id,
      targetName: target.companyName,
      contactId: contact.id,
      contactName: contact.name,
      email: contact.email,
      ownerId: actor.id,
      round: 0,
    },
    actor,
    label: `Onboarding van ${target.companyName}`,
    guards: [ownerExists({ kind: input.targetKind, id: target.id })],
    extraFor: (item) => [copyPut(onboardingItemSchema.parse(item))],
  });
  return sendOnboarding(id, created.version, actor, 'send');
}

function assertMove(onboarding: OnboardingItem, move: OnboardingMove): void {
  if (!(onboardingMoves[move].from as readonly string[]).includes(onboarding.status))
    throw new ConflictError(onboardingMessages.moveRefused[move]);
}

/** A move's writes: the conditional status Update with its history, and the target's copy. */
export function onboardingMoveItems(
  onboarding: OnboardingItem,
  move: OnboardingMove,
  actor: Actor,
  at: string,
  set: Partial<OnboardingItem> = {},
): TransactItem[] {
  // Leaving Ingediend leaves "Te beoordelen"; submitting enters it.
  const review =
    move === 'submit'
      ? indexKeys.onboardingToReview(set.submittedAt ?? at, onboarding.id)
      : onboarding.gsi1pk
        ? { gsi1pk: undefined, gsi1sk: undefined }
        : {};
  return lifecycleMove({
    item: onboarding,
    to: onboardingMoves[move].to,
    set: { ...set, ...review },
    actor,
    at,
    action: `onboarding-${move === 'unsend' ? 'mail-failed' : move}`,
    subject: { type: RECORD_TYPE, label: `Onboarding van ${onboarding.targetName}` },
    parse: (value) => onboardingItemSchema.parse(value),
    copy: copyPut,
  });
}

/** One move on its own (the link's Geopend and Ingediend, the review's Goedgekeurd, the job's Verlopen). */
export async function moveOnboarding(
  onboarding: OnboardingItem,
  move: OnboardingMove,
  actor: Actor,
  set: Partial<OnboardingItem> = {},
  extra: TransactItem[] = [],
): Promise<OnboardingItem> {
  assertMove(onboarding, move);
  const at = new Date().toISOString();
  await transact([...onboardingMoveItems(onboarding, move, actor, at, set), ...extra], [], 0);
  return getOnboarding(onboarding.id);
}

/** The last day the link works (Europe/Amsterdam); the daily job expires it the day after. */
export const lastOnboardingDay = (onboarding: Pick<OnboardingItem, 'linkExpiresAt'>): string =>
  dutchToday(new Date(onboarding.linkExpiresAt ?? 0));

/**
 * Sends (from Concept) or sends again: snapshots the record as it is (the contact fields are the
 * addressed contact person's), and in one transaction writes the link bound to the contact's
 * address, the move, a fresh change set, the owed mail and the expiry's due item; then the mail. A
 * mail that fails puts the onboarding back in Concept with the link withdrawn.
 */
export async function sendOnboarding(
  id: string,
  version: number,
  actor: Actor,
  move: 'send' | 'resend',
): Promise<OnboardingItem> {
  const onboarding = await getOnboarding(id);
  if (onboarding.version !== version) throw new ConflictError();
  assertMove(onboarding, move);
  const fields = onboardingFields(onboarding.targetKind).map((field) => field.key);
  const [target, contact] = await Promise.all([
    targetOf(onboarding.targetKind, onboarding.targetId),
    contactOf(onboarding.targetKind, onboarding.targetId, onboarding.contactId),
  ]);
  const snapshot = await snapshotSent(onboardingTarget(onboarding), fields, contact.id);
  const { token, link } = await signLink({
    purpose: 'onboarding',
    subject: onboarding.id,
    ttlSeconds: ONBOARDING_VALIDITY_DAYS * DAY_SECONDS,
    singleUse: false,
    binding: contact.email,
  });
  const at = new Date().toISOString();
  const round = onboarding.round + 1;
  const linkExpiresAt = new Date(link.expiresAt * 1000).toISOString();
  const mail = owedMail(
    onboardingMail({
      to: contact.email,
      name: contact.name,
      kind: onboarding.targetKind,
      targetName: target.companyName,
      url: onboardingUrl(token, onboarding.targetKind),
      expiresAt: linkExpiresAt,
      sender: actor.name,
    }),
    {
      kind: 'onboarding',
      label: `Onboarding van ${target.companyName}`,
      path: onboardingPath(onboarding),
      refs: { onboardingId: id },
    },
  );
  // A new round starts from the record as it is now: the change set is replaced, not added to.
  const changeSet = changeSetOfSend({
    owner: onboardingOwner(id),
    target: onboardingTarget(onboarding),
    fields,
    sent: snapshot,
    now: at,
  });
  await transact(
    [
      mail.item,
      { Put: { TableName: tableName(), Item: link, ConditionExpression: 'attribute_not_exists(pk)' } },
      ...onboardingMoveItems(onboarding, move, actor, at, {
        round,
        linkId: link.id,
        linkExpiresAt,
        sentAt: at,
        sentBy: actor.id,
        sentByName: actor.name,
        email: contact.email,
        contactName: contact.name,
        targetName: target.companyName,
        openedAt: undefined,
        withdrawnAt: undefined,
        expiredAt: undefined,
        submittedAt: undefined,
        approvedAt: undefined,
        submission: undefined,
      }),
      ...changeSet,
      ...(await revokeOld(onboarding.linkId, at)),
      ...dueItemChanges(
        { pk: onboarding.pk, type: RECORD_TYPE },
        [],
        [{ action: `expire-${round}`, date: addDays(lastOnboardingDay({ linkExpiresAt }), 1) }],
      ),
    ],
    [],
    0,
  );
  const sent = await getOnboarding(id);
  await deliverSendMail({
    mailId: mail.id,
    linkId: link.id,
    at,
    unsend: () => onboardingMoveItems(sent, 'unsend', actor, new Date().toISOString()),
    message: onboardingMessages.mailFailed,
  });
  return sent;
}

/** Ingetrokken: the link stops working at once. */
export async function withdrawOnboarding(id: string, version: number, actor: Actor): Promise<OnboardingItem> {
  const onboarding = await getOnboarding(id);
  if (onboarding.version !== version) throw new ConflictError();
  assertMove(onboarding, 'withdraw');
  const at = new Date().toISOString();
  await transact(
    [
      ...onboardingMoveItems(onboarding, 'withdraw', actor, at, { withdrawnAt: at }),
      ...(await revokeOld(onboarding.linkId, at)),
    ],
    [],
    0,
  );
  return getOnboarding(id);
}

/** What goes with a deleted lead or customer: its onboardings (registered in `wiring.ts`). */
export function onboardingItems(kind: OnboardingKind, targetId: string): Promise<TransactItem[][]> {
  return answerDeletes({
    copies: (cursor) => listOnboardings(kind, targetId, { limit: 100, cursor }),
    get: getOnboarding,
    copyKey: (id) => keys.onboardingCopy(kind, targetId, id),
    owner: onboardingOwner,
  });
}
