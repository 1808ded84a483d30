import type { Actor } from '../db/actor.ts';
import { listPartitions } from '../db/index-keys.ts';
import { ledgerPut, ledgerState, onceOnly } from '../db/ledger.ts';
import { queryPage } from '../db/page.ts';
import { ConflictError } from '../errors.ts';
import { mailConfig } from '../mail/config.ts';
import { sendMail } from '../mail/send.ts';
import { addDays, dutchToday } from '../nl/date.ts';
import { createTodo } from '../todos/service.ts';
import { allUsers, getUser, isActiveAdmin } from '../users/repository.ts';
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
/** Days the owner has for a review before the todo is overdue. */
const REVIEW_DAYS = 5;

/** The owner, or when no longer active the first active Beheerder by name: never nobody. */
async function ownerOf(request: RequestItem): Promise<UserItem | undefined> {
  const owner = await getUser(request.ownerId);
  if (owner?.active) return owner;
  const admins = (await allUsers()).filter(isActiveAdmin);
  return admins.sort((a, b) => a.name.localeCompare(b.name, 'nl'))[0];
}

export interface SubmittedOutcome {
  todo: boolean;
  mail: boolean;
}

export async function onRequestSubmitted(requestId: string): Promise<SubmittedOutcome> {
  const request = await getRequest(requestId);
  if (request.status !== 'ingediend' || !request.submittedAt) return { todo: false, mail: false };
  const owner = await ownerOf(request);
  if (!owner) throw new Error('no active owner or Beheerder to review the request');
  const occurrence = request.submittedAt;
  const todoEntry = { recordPk: request.pk, period: occurrence, kind: 'review-todo' };
  let todo = false;
  try {
    await createTodo(
      {
        title: REVIEW_TODO_TITLE,
        description: `${request.contactName} heeft "${request.templateName}" van ${request.supplierName} ingediend.${owner.id === request.ownerId ? '' : ' De maker van het verzoek is niet meer actief.'}`,
        deadline: addDays(dutchToday(new Date(request.submittedAt)), REVIEW_DAYS),
        assigneeId: owner.id,
        priority: 'hoog',
        done: false,
        link: { kind: 'supplier', id: request.supplierId },
      },
      submissionActor,
      { origin: REVIEW_TODO_ORIGIN, extra: [ledgerPut(todoEntry)] },
    );
    todo = true;
  } catch (error) {
    // The ledger item exists: an earlier call made the todo.
    if (!(error instanceof ConflictError) || !(await ledgerState(todoEntry))) throw error;
  }
  const mail = await onceOnly({ recordPk: request.pk, period: occurrence, kind: 'review-mail' }, async () => {
    await sendMail(submittedNoticeMailFor(request, owner));
  });
  return { todo, mail };
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
