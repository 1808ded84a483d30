import { reserve } from '../auth/throttle.ts';
import { ConflictError, NotFoundError } from '../errors.ts';
import { onceOnly } from '../db/ledger.ts';
import { dutchToday } from '../nl/date.ts';
import { getContract } from '../contracts/repository.ts';
import type { ContractItem } from '../contracts/item.ts';
import { LinkError } from '../links/link-error.ts';
import type { LinkItem } from '../links/link-token.ts';
import { deliver } from '../mail/deliver.ts';
import { mailConfig } from '../mail/config.ts';
import { sendMail } from '../mail/send.ts';
import { getUser } from '../users/repository.ts';
import type { ReviewItem } from './item.ts';
import { receiptMail, renewalRequestMail } from './mail.ts';
import type { PublicCondition, PublicReview } from './public.ts';
import { getReview, getVersion, listConditions } from './repository.ts';
import { conditionMessages } from './schema.ts';

/**
 * The outsider's page of a review (decision 031): what it shows (reads only: mail scanners open
 * links) and the request for a new link. A decision is decide.ts.
 */

/**
 * The review a verified link belongs to; a withdrawn review ends the link. A finished one ends it
 * for deciding; its page still shows what was decided (`finished: 'show'`).
 */
export async function reviewOfLink(
  link: LinkItem,
  finished: 'refuse' | 'show' = 'refuse',
): Promise<{ review: ReviewItem; contract: ContractItem }> {
  try {
    const [review, contract] = await Promise.all([
      getReview(link.subject, link.id),
      getContract(link.subject),
    ]);
    if (review.email !== link.binding) throw new LinkError('invalid');
    if (review.revokedAt) throw new LinkError('revoked');
    if (review.finishedAt && finished === 'refuse') throw new LinkError('used');
    return { review, contract };
  } catch (error) {
    if (error instanceof NotFoundError) throw new LinkError('invalid');
    throw error;
  }
}

/**
 * The outsider's receipt of a finished review: every decision with its text's and its own hash, and
 * the chain's head after the last one (decision 041). The mail sent at the end and the page's
 * download are this one message.
 */
export function receiptOf(
  review: ReviewItem,
  contract: ContractItem,
  chain: { seq: number; hash: string } | undefined,
) {
  const decisions = review.conditions.flatMap((sent) => {
    const decided = review.decisions[sent.conditionId];
    return decided ? [{ ...sent, ...decided }] : [];
  });
  const names = { id: contract.id, ...contractNames(contract) };
  const reviewer = decisions[0]?.name ?? review.contactName;
  const message = receiptMail({ to: review.email, name: reviewer, contract: names, decisions, chain });
  return { decisions, names, reviewer, message };
}

/** "Ontvangstbevestiging downloaden": the receipt as a text file, once the review is finished. */
export async function reviewReceipt(link: LinkItem): Promise<{ fileName: string; text: string }> {
  const { review, contract } = await reviewOfLink(link, 'show');
  if (!review.finishedAt) throw new ConflictError(conditionMessages.receiptNotYet);
  const { message } = receiptOf(review, contract, review.receiptChain);
  return {
    fileName: `ontvangstbevestiging-${contract.number}.txt`,
    text: `${message.subject}\n\n${message.text}\n`,
  };
}

export function contractNames(contract: ContractItem) {
  return {
    number: contract.number,
    title: contract.title,
    customerName: contract.customerName,
    supplierName: contract.supplierName,
  };
}

async function publicConditions(review: ReviewItem): Promise<PublicCondition[]> {
  const [current, versions] = await Promise.all([
    listConditions(review.contractId),
    Promise.all(
      review.conditions.map((sent) => getVersion(review.contractId, sent.conditionId, sent.textVersion)),
    ),
  ]);
  const byId = new Map(current.map((condition) => [condition.id, condition]));
  return review.conditions.map((sent, index) => {
    const condition = byId.get(sent.conditionId);
    const decided = review.decisions[sent.conditionId];
    return {
      ...sent,
      text: versions[index]?.text ?? '',
      // A text that is not stored cannot be decided on: the page shows it as changed.
      changed: !decided && (!condition || condition.textVersion !== sent.textVersion || !versions[index]),
      decision: decided
        ? { decision: decided.decision, comment: decided.comment, name: decided.name, at: decided.at }
        : null,
    };
  });
}

/** What the page shows. Reads only: mail scanners open links. */
export async function publicReview(link: LinkItem): Promise<PublicReview> {
  const { review, contract } = await reviewOfLink(link, 'show');
  return {
    company: mailConfig().companyName,
    contract: contractNames(contract),
    email: review.email,
    expiresAt: review.expiresAt,
    finishedAt: review.finishedAt ?? null,
    conditions: await publicConditions(review),
  };
}

/** A few requests a day per link: enough for a person, too few to flood the owner's mailbox. */
const RENEWAL_RULE = { scope: 'link-renewal', limit: 3, windowSeconds: 24 * 60 * 60 };

/** A mail `deliver` could not send (it logged why). */
class NotDelivered extends Error {}

/** "Nieuwe link aanvragen": the owner is told who asks, once a day per link; the answer says so. */
export async function askForNewLink(link: LinkItem): Promise<string> {
  await reserve(RENEWAL_RULE, link.id);
  let review: ReviewItem;
  let contract: ContractItem;
  try {
    [review, contract] = await Promise.all([getReview(link.subject, link.id), getContract(link.subject)]);
  } catch (error) {
    if (error instanceof NotFoundError) throw new LinkError('invalid');
    throw error;
  }
  const owner = await getUser(contract.ownerId);
  if (owner?.active) {
    // One notice per link per day, however often the outsider asks (issue 28, point 15).
    const once = { recordPk: `LINK#${link.id}`, period: dutchToday(), kind: 'renewal-request-mail' };
    // A mail that could not be sent (logged by `deliver`) leaves the day's claim free for a retry.
    try {
      await onceOnly(once, async () => {
        const sent = await deliver(
          () =>
            sendMail(
              renewalRequestMail({
                to: owner.email,
                name: owner.name,
                contract: { id: contract.id, ...contractNames(contract) },
                email: review.email,
                contactName: review.contactName,
              }),
            ),
          { kind: 'condition-renewal', contractId: contract.id, reviewId: review.id },
        );
        if (!sent) throw new NotDelivered();
      });
    } catch (error) {
      if (!(error instanceof NotDelivered)) throw error;
    }
  }
  return conditionMessages.renewalAsked;
}
