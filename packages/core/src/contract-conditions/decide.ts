import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../db/client.ts';
import type { Actor } from '../db/actor.ts';
import { statusTransition } from '../db/status.ts';
import { ConflictError, NotFoundError } from '../errors.ts';
import type { ContractItem } from '../contracts/item.ts';
import type { LinkItem } from '../links/link-token.ts';
import { deliverOwed, owedMail } from '../mail/owed.ts';
import { createTodo } from '../todos/service.ts';
import { getUser } from '../users/repository.ts';
import { log } from '../log.ts';
import { appendEvidence } from './evidence.ts';
import type { ConditionItem, ReviewItem } from './item.ts';
import { ownerReviewMail } from './mail.ts';
import type { DecisionAnswer } from './public.ts';
import { chainHeadSchema } from './item.ts';
import { getCondition, getRawChainHead, getVersion } from './repository.ts';
import { receiptOf, reviewOfLink } from './review-page.ts';
import { conditionMessages, type DecisionInput } from './schema.ts';

/**
 * A decision on one condition through a review's link (decision 031): one evidence item, appended
 * to the contract's chain with the condition's status move and the review's progress in one
 * transaction; a rejection's todo; the last decision's receipt and the owner's notice.
 */

export interface DecisionEvidence {
  at: string;
  ip: string;
  userAgent: string;
}

/**
 * One decision on one condition. Refused when the condition's text is no longer the version the
 * link sent (the page says a new version is coming), and when it was already decided: the
 * condition's and the review's updates are conditional, so of twenty decisions at once one counts.
 */
export async function decide(
  link: LinkItem,
  input: DecisionInput,
  evidence: DecisionEvidence,
): Promise<DecisionAnswer> {
  const { review, contract } = await reviewOfLink(link);
  const sent = review.conditions.find((condition) => condition.conditionId === input.conditionId);
  if (!sent) throw new NotFoundError(conditionMessages.notInReview);
  if (review.decisions[sent.conditionId]) throw new ConflictError(conditionMessages.alreadyDecided);
  const condition = await getCondition(contract.id, sent.conditionId).catch((error: unknown) => {
    throw error instanceof NotFoundError ? new ConflictError(conditionMessages.textChanged) : error;
  });
  if (condition.textVersion !== sent.textVersion || input.textHash !== sent.textHash) {
    throw new ConflictError(conditionMessages.textChanged);
  }
  // The evidence records acceptance of a stored text only: one never stored cannot be decided.
  if (!(await getVersion(contract.id, sent.conditionId, sent.textVersion))) {
    throw new ConflictError(conditionMessages.textMissing);
  }
  if (condition.status !== 'ter_beoordeling' || condition.reviewId !== review.id) {
    throw new ConflictError(conditionMessages.alreadyDecided);
  }
  const actor: Actor = { id: `link:${link.id}`, name: `${input.name} (${review.email})` };
  const status = input.decision === 'accepted' ? 'geaccepteerd' : 'afgewezen';
  const item = await appendEvidence(
    {
      contractId: contract.id,
      conditionId: condition.id,
      conditionTitle: sent.title,
      textVersion: sent.textVersion,
      textHash: sent.textHash,
      decision: input.decision,
      comment: input.comment,
      name: input.name,
      email: review.email,
      at: evidence.at,
      ip: evidence.ip,
      userAgent: evidence.userAgent,
      reviewId: review.id,
    },
    (evidenceItem) => [
      ...statusTransition({
        item: condition,
        to: status,
        set: { reviewId: undefined },
        actor,
        at: evidence.at,
        condition: {
          expression: 'reviewId = :rid AND textVersion = :tv',
          values: { ':rid': review.id, ':tv': sent.textVersion },
        },
        history: {
          recordPk: contract.pk,
          action: 'review-decision',
          subject: { type: 'contract_condition', id: condition.id, label: condition.title },
        },
      }),
      {
        Update: {
          TableName: tableName(),
          Key: { pk: review.pk, sk: review.sk },
          UpdateExpression: 'SET decisions.#condition = :decision',
          ConditionExpression:
            'attribute_not_exists(decisions.#condition) AND attribute_not_exists(revokedAt) AND attribute_not_exists(finishedAt)',
          ExpressionAttributeNames: { '#condition': condition.id },
          ExpressionAttributeValues: {
            ':decision': {
              decision: input.decision,
              comment: input.comment,
              name: input.name,
              at: evidence.at,
              seq: evidenceItem.seq,
              hash: evidenceItem.hash,
            },
          },
        },
      },
    ],
    () => new ConflictError(conditionMessages.alreadyDecided),
  );
  if (input.decision === 'rejected') await rejectionTodo(contract, condition, input);
  // The link's claim lets one decision at a time through, so the review read above plus this
  // decision is the review as it is now: no read again.
  const decided = { decision: input.decision, comment: input.comment, name: input.name, at: evidence.at };
  const after: ReviewItem = {
    ...review,
    decisions: { ...review.decisions, [condition.id]: { ...decided, seq: item.seq, hash: item.hash } },
  };
  const finished = review.conditions.every((c) => after.decisions[c.conditionId]);
  if (finished) await finishReview(after, contract);
  // The text decided on is the condition's current one (its version was checked above).
  return { condition: { ...sent, text: condition.text, changed: false, decision: decided }, finished };
}

/** "A rejection also creates a todo for the owner." A failure is logged: the decision stands. */
async function rejectionTodo(contract: ContractItem, condition: ConditionItem, input: DecisionInput) {
  try {
    await createTodo(
      {
        title: `Afgewezen voorwaarde in ${contract.number}: ${condition.title}`.slice(0, 200),
        description: `${input.name} wees "${condition.title}" af met als toelichting: ${input.comment}`.slice(
          0,
          2000,
        ),
        deadline: undefined,
        assigneeId: contract.ownerId,
        priority: 'hoog',
        done: false,
        link: { kind: 'contract', id: contract.id },
      },
      { id: 'system:review', name: 'Beoordeling van voorwaarden' },
    );
  } catch (error) {
    log('error', 'rejection todo not created', {
      contractId: contract.id,
      conditionId: condition.id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

/**
 * The last decision ends the review once (a conditional write): the outsider's receipt listing
 * every decision with its text hash, and the owner's notice.
 */
async function finishReview(review: ReviewItem, contract: ContractItem): Promise<void> {
  // The head as it is now: it follows this review's last decision, so a later rewrite of any of
  // them contradicts the receipt the outsider keeps (decision 041).
  const head = chainHeadSchema.safeParse(await getRawChainHead(contract.id));
  const chain = head.success ? { seq: head.data.seq, hash: head.data.hash } : undefined;
  const { decisions, names, reviewer, message } = receiptOf(review, contract, chain);
  const about = {
    path: `/contracts/${contract.id}`,
    refs: { contractId: contract.id, reviewId: review.id },
  };
  const mails = [
    owedMail(message, {
      ...about,
      kind: 'condition-receipt',
      label: `Ontvangstbevestiging voorwaarden, contract ${contract.number}`,
    }),
  ];
  const owner = await getUser(contract.ownerId);
  if (owner?.active) {
    const notice = ownerReviewMail({
      to: owner.email,
      name: owner.name,
      contract: names,
      reviewer,
      accepted: decisions.filter((d) => d.decision === 'accepted').length,
      rejected: decisions
        .filter((d) => d.decision === 'rejected')
        .map((d) => ({ title: d.title, comment: d.comment })),
    });
    mails.push(
      owedMail(notice, {
        ...about,
        kind: 'condition-review-done',
        label: `Beoordeling afgerond, contract ${contract.number}`,
      }),
    );
  }
  // The review ends once, and the mails it owes are recorded with that end (issue 28, point 11):
  // a failed delivery is retried by the owed-mail job, never forgotten.
  try {
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: { pk: review.pk, sk: review.sk },
              UpdateExpression: chain
                ? 'SET finishedAt = :now, receiptChain = :chain'
                : 'SET finishedAt = :now',
              ConditionExpression: 'attribute_not_exists(finishedAt) AND attribute_not_exists(revokedAt)',
              ExpressionAttributeValues: {
                ':now': new Date().toISOString(),
                ...(chain && { ':chain': chain }),
              },
            },
          },
          ...mails.map((mail) => mail.item),
        ],
      }),
    );
  } catch (error) {
    // Already finished (or withdrawn) by another decision: its mails were owed by that one.
    const ended = error instanceof TransactionCanceledException && error.CancellationReasons?.[0]?.Code;
    if (ended === 'ConditionalCheckFailed') return;
    throw error;
  }
  for (const mail of mails) await deliverOwed(mail.id);
}
