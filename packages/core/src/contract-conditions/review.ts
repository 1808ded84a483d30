import { tableName } from '../db/client.ts';
import type { Actor } from '../db/actor.ts';
import { historyItem } from '../db/history.ts';
import { keys } from '../db/keys.ts';
import { statusTransition } from '../db/status.ts';
import { transact } from '../db/transaction.ts';
import { ConflictError, ForbiddenError, ValidationError } from '../errors.ts';
import { contactName } from '../contacts/schema.ts';
import { getContact } from '../contacts/service.ts';
import type { ContractItem } from '../contracts/item.ts';
import { signLink } from '../links/link-token.ts';
import { MailNotSentError } from '../mail/deliver.ts';
import { mailConfig } from '../mail/config.ts';
import { cancelOwed, deliverOwed, owedMail } from '../mail/owed.ts';
import type { Role } from '../auth/permissions.ts';
import type { ReviewItem } from './item.ts';
import { reviewRequestMail } from './mail.ts';
import type { ReviewRecord, ReviewState } from './public.ts';
import { getReview, getVersion, listConditions } from './repository.ts';
import { conditionMessages, type ReviewInput } from './schema.ts';

/**
 * "Ter beoordeling versturen" (decision 031): a purpose-bound link to one contact person of the
 * contract's customer or supplier, a review item naming the exact text versions sent, and the
 * conditions marked Ter beoordeling, in one transaction; then the mail. Revoking puts the
 * undecided conditions back to Concept.
 */
const DAY_SECONDS = 24 * 60 * 60;

export function reviewState(review: ReviewItem, now = Date.now()): ReviewState {
  if (review.revokedAt) return 'revoked';
  if (review.finishedAt) return 'finished';
  if (Date.parse(review.expiresAt) <= now) return 'expired';
  return 'open';
}

export function reviewRecord(review: ReviewItem): ReviewRecord {
  const { pk: _pk, sk: _sk, type: _type, ...rest } = review;
  return { ...rest, state: reviewState(review) };
}

async function contactOfContract(contract: ContractItem, contactId: string) {
  const contact = await getContact(contactId).catch(() => undefined);
  const belongs =
    contact &&
    ((contact.parentKind === 'customer' && contact.parentId === contract.customerId) ||
      (contact.parentKind === 'supplier' && contact.parentId === contract.supplierId));
  if (!contact || !belongs)
    throw new ValidationError({ contactId: [conditionMessages.contactNotOfContract] });
  if (!contact.email) throw new ValidationError({ contactId: [conditionMessages.contactWithoutEmail] });
  return { email: contact.email, name: contactName(contact) };
}

export async function sendForReview(
  contract: ContractItem,
  input: ReviewInput,
  actor: Actor,
): Promise<ReviewItem> {
  const [conditions, contact] = await Promise.all([
    listConditions(contract.id),
    contactOfContract(contract, input.contactId),
  ]);
  const wanted = new Set(input.conditionIds);
  const chosen = conditions.filter((condition) => wanted.has(condition.id));
  if (chosen.length !== wanted.size || chosen.some((condition) => condition.status !== 'concept')) {
    throw new ValidationError({ conditionIds: [conditionMessages.notSendable] });
  }
  // Only a text that is stored can be sent: the outsider decides on exactly that version.
  const versions = await Promise.all(
    chosen.map((condition) => getVersion(contract.id, condition.id, condition.textVersion)),
  );
  if (versions.some((version) => !version)) {
    throw new ValidationError({ conditionIds: [conditionMessages.textMissing] });
  }
  const { token, link } = await signLink({
    purpose: 'condition-review',
    subject: contract.id,
    ttlSeconds: input.days * DAY_SECONDS,
    singleUse: false,
    binding: contact.email,
  });
  const now = new Date().toISOString();
  const review: ReviewItem = {
    ...keys.conditionReview(contract.id, link.id),
    type: 'contract_condition_review',
    id: link.id,
    contractId: contract.id,
    contactId: input.contactId,
    contactName: contact.name,
    email: contact.email,
    conditions: chosen.map((condition) => ({
      conditionId: condition.id,
      textVersion: condition.textVersion,
      textHash: condition.textHash,
      title: condition.title,
    })),
    decisions: {},
    sentAt: now,
    sentBy: actor.id,
    sentByName: actor.name,
    expiresAt: new Date(link.expiresAt * 1000).toISOString(),
  };
  const url = `${mailConfig().appUrl}/contract-conditions/${token}/${chosen[0]?.id ?? ''}`;
  // Owed in the same transaction: a process that stops after it still has the mail sent (issue 28).
  const mail = owedMail(
    reviewRequestMail({
      to: contact.email,
      name: contact.name,
      contract,
      count: chosen.length,
      url,
      expiresAt: review.expiresAt,
      sender: actor.name,
    }),
    {
      kind: 'condition-review',
      label: `Voorwaarden ter beoordeling, contract ${contract.number}`,
      path: `/contracts/${contract.id}`,
      refs: { contractId: contract.id, reviewId: link.id },
    },
  );
  await transact(
    [
      mail.item,
      { Put: { TableName: tableName(), Item: link, ConditionExpression: 'attribute_not_exists(pk)' } },
      { Put: { TableName: tableName(), Item: review, ConditionExpression: 'attribute_not_exists(pk)' } },
      ...chosen.flatMap((condition) =>
        statusTransition({
          item: condition,
          to: 'ter_beoordeling',
          set: { reviewId: link.id, sent: true },
          actor,
          at: now,
        }),
      ),
      {
        Put: {
          TableName: tableName(),
          Item: historyItem(
            contract.pk,
            actor,
            'send-review',
            [
              {
                field: 'review',
                from: null,
                to: `${chosen.map((c) => c.title).join(', ')} → ${contact.email}`,
              },
            ],
            now,
            { type: 'contract_condition_review', id: link.id, label: `Ter beoordeling aan ${contact.name}` },
          ),
        },
      },
    ],
    [],
    0,
  );
  if ((await deliverOwed(mail.id)) === 'failed') {
    // Nothing half-done: the mail is not owed any more, the link is withdrawn and the conditions
    // are Concept again.
    await cancelOwed(mail.id);
    await withdrawReview(contract, link.id, actor, 'mail-failed');
    throw new MailNotSentError(
      'De e-mail met de link kon niet worden verstuurd; er is niets verstuurd. Probeer het later opnieuw.',
    );
  }
  return review;
}

/** Only the contract's owner or a Beheerder withdraws a link. */
export function assertMayRevoke(contract: ContractItem, who: { role: Role; userId: string }): void {
  if (who.role !== 'beheerder' && who.userId !== contract.ownerId) {
    throw new ForbiddenError(conditionMessages.onlyOwner);
  }
}

/**
 * Withdraws a review's link (open or expired; a finished one has nothing left to withdraw): the
 * link stops working at once and the conditions not yet decided are Concept again, ready to be sent
 * anew. Their sent text stays frozen (an edit makes a new version).
 */
export async function revokeReview(
  contract: ContractItem,
  reviewId: string,
  actor: Actor,
  who: { role: Role; userId: string },
): Promise<ReviewItem> {
  assertMayRevoke(contract, who);
  return withdrawReview(contract, reviewId, actor, 'revoke');
}

async function withdrawReview(
  contract: ContractItem,
  reviewId: string,
  actor: Actor,
  reason: 'revoke' | 'mail-failed',
): Promise<ReviewItem> {
  const review = await getReview(contract.id, reviewId);
  if (review.revokedAt || review.finishedAt) throw new ConflictError(conditionMessages.reviewNotOpen);
  const conditions = await listConditions(contract.id);
  const pending = conditions.filter(
    (condition) => condition.reviewId === review.id && condition.status === 'ter_beoordeling',
  );
  const now = new Date().toISOString();
  await transact(
    [
      {
        Update: {
          TableName: tableName(),
          Key: { pk: review.pk, sk: review.sk },
          UpdateExpression: 'SET revokedAt = :now',
          ConditionExpression: 'attribute_not_exists(revokedAt) AND attribute_not_exists(finishedAt)',
          ExpressionAttributeValues: { ':now': now },
        },
      },
      {
        Update: {
          TableName: tableName(),
          Key: keys.link(review.id),
          UpdateExpression: 'SET revokedAt = :now',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':now': now },
        },
      },
      ...pending.flatMap((condition) =>
        statusTransition({
          item: condition,
          to: 'concept',
          set: { reviewId: undefined },
          actor,
          at: now,
          condition: { expression: 'reviewId = :rid', values: { ':rid': review.id } },
        }),
      ),
      {
        Put: {
          TableName: tableName(),
          Item: historyItem(
            contract.pk,
            actor,
            reason,
            [{ field: 'review', from: review.email, to: null }],
            now,
            {
              type: 'contract_condition_review',
              id: review.id,
              label: `Link aan ${review.contactName} ingetrokken`,
            },
          ),
        },
      },
    ],
    [],
    0,
  );
  return { ...review, revokedAt: now };
}
