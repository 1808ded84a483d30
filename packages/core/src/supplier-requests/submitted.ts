import type { Actor } from '../db/actor.ts';
import { listPartitions } from '../db/index-keys.ts';
import { queryPage } from '../db/page.ts';
import { mailConfig } from '../mail/config.ts';
import { followUpSubmission, reviewerOf, type SubmittedOutcome } from '../staged/follow-up.ts';
import type { UserItem } from '../users/schema.ts';
import { toReviewRowSchema, type ToReviewRow } from './public.ts';
import { getRequest } from './requests.ts';
import { requestItemSchema, type RequestItem } from './item.ts';
import { submittedNoticeMail } from './mail.ts';

/**
 * What follows a submission (decision 047): a todo "Leveranciersverzoek beoordelen" for the
 * request's owner and a notice mail, each once per submission (the ledger), whoever calls. The link
 * page calls `onRequestSubmitted` after its Ingediend move; a rerun after a failure finishes what is
 * left.
 */
export const REVIEW_TODO_ORIGIN = 'supplier-request-review';
export const REVIEW_TODO_TITLE = 'Leveranciersverzoek beoordelen';
const submissionActor: Actor = { id: 'system:supplier-request', name: 'Leveranciersverzoek' };
export type { SubmittedOutcome } from '../staged/follow-up.ts';

export async function onRequestSubmitted(requestId: string): Promise<SubmittedOutcome> {
  const request = await getRequest(requestId);
  if (request.status !== 'ingediend' || !request.submittedAt) return { todo: false, mail: false };
  // The maker, or when no longer active the first active Beheerder by name.
  const owner = await reviewerOf([request.ownerId]);
  if (!owner) throw new Error('no active owner or Beheerder to review the request');
  return followUpSubmission({
    recordPk: request.pk,
    submittedAt: request.submittedAt,
    reviewer: owner,
    todo: {
      title: REVIEW_TODO_TITLE,
      description: `${request.contactName} heeft "${request.templateName}" van ${request.supplierName} ingediend.${owner.id === request.ownerId ? '' : ' De maker van het verzoek is niet meer actief.'}`,
      link: { kind: 'supplier', id: request.supplierId },
    },
    origin: REVIEW_TODO_ORIGIN,
    actor: submissionActor,
    mail: submittedNoticeMailFor(request, owner),
  });
}

function submittedNoticeMailFor(request: RequestItem, owner: UserItem) {
  return submittedNoticeMail({
    to: owner.email,
    name: owner.name,
    supplierName: request.supplierName,
    contactName: request.contactName,
    templateName: request.templateName,
    url: `${mailConfig().appUrl}/suppliers/${request.supplierId}/requests/${request.id}`,
  });
}

/** The dashboard's "Te beoordelen": requests waiting for review, oldest submission first. */
export async function requestsToReview(limit = 20): Promise<ToReviewRow[]> {
  const page = await queryPage({
    index: 'gsi1',
    partition: listPartitions.supplierRequestsToReview,
    limit,
    schema: requestItemSchema,
  });
  return page.items.map((item) => toReviewRowSchema.parse(item));
}
