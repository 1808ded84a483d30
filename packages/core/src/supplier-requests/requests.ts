import { ulid } from 'ulid';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Actor } from '../db/actor.ts';
import { dynamo, tableName } from '../db/client.ts';
import { dueItemChanges, type DueDate } from '../db/due-items.ts';
import { historyOf } from '../db/history.ts';
import type { HistoryEntry } from '../db/history-entry.ts';
import { indexKeys } from '../db/index-keys.ts';
import { keys, REQUEST_PREFIX } from '../db/keys.ts';
import { queryPage, type Page } from '../db/page.ts';
import { transact, type TransactItem } from '../db/transaction.ts';
import { createRecord } from '../db/write.ts';
import { ConflictError, NotFoundError, ValidationError } from '../errors.ts';
import { signLink } from '../links/link-token.ts';
import { owedMail } from '../mail/owed.ts';
import { mailConfig } from '../mail/config.ts';
import { addDays, dutchToday } from '../nl/date.ts';
import { ownerExists } from '../records/kinds.ts';
import { fileCategoryLabels } from '../files/schema.ts';
import { getRelation, getRelationDetail } from '../relations/repository.ts';
import { stagedCatalogues } from '../staged/catalogue.ts';
import {
  answerDeletes,
  changeSetOfSend,
  deliverSendMail,
  lifecycleMove,
  linkRecipient,
  revokeOld,
} from '../staged/lifecycle.ts';
import type { StagedOwner, StagedTarget } from '../staged/schema.ts';
import { snapshotSent, type SentSnapshot } from '../staged/target.ts';
import {
  requestCopySchema,
  requestItemSchema,
  templateCopySchema,
  type RequestCopy,
  type RequestItem,
} from './item.ts';
import { requestMail } from './mail.ts';
import { requestMessages, requestMoves, type RequestInput, type RequestMove } from './schema.ts';
import { getTemplate } from './templates.ts';

/**
 * Supplier information requests (decisions 036 and 047): made from a template (copied into the
 * request), sent to one of the supplier's contact people with a link, withdrawn or sent again.
 * Every move is one transaction: the request's Update conditional on its version and on the status
 * it leaves, its history entry, the supplier's copy (its Verzoeken tab) and, when sending, the
 * link and the daily job's due items.
 */
export const DAY_SECONDS = 24 * 60 * 60;
export const REQUEST_RECORD_TYPE = 'supplier_request';

export async function getRequest(id: string): Promise<RequestItem> {
  const output = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.supplierRequest(id), ConsistentRead: true }),
  );
  if (!output.Item) throw new NotFoundError(requestMessages.notFound);
  return requestItemSchema.parse(output.Item);
}

/** A supplier's requests, newest first, a page at a time (its copies: one Query, whatever the count). */
export async function listSupplierRequests(
  supplierId: string,
  page: { limit: number; cursor?: string | undefined },
): Promise<Page<RequestCopy>> {
  return queryPage({
    partition: keys.supplierRequestCopy(supplierId, '').pk,
    sortPrefix: REQUEST_PREFIX,
    limit: page.limit,
    cursor: page.cursor ?? null,
    descending: true,
    schema: requestCopySchema,
  });
}

export function requestHistory(id: string): Promise<HistoryEntry[]> {
  return historyOf(keys.supplierRequest(id).pk);
}

/** The supplier's copy as the request will be after a write. */
function copyPut(request: RequestItem): TransactItem {
  const copy = requestCopySchema.parse(request);
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...keys.supplierRequestCopy(request.supplierId, request.id),
        type: 'supplier_request_copy',
        ...copy,
      },
    },
  };
}

/** The contact person the link goes to: one of the supplier's, with an e-mail address. */
const contactOf = (supplierId: string, contactId: string) =>
  linkRecipient({ kind: 'supplier', id: supplierId }, contactId, {
    notOfParent: requestMessages.contactNotOfSupplier,
    withoutEmail: requestMessages.contactWithoutEmail,
  });

export async function createRequest(input: RequestInput, actor: Actor): Promise<RequestItem> {
  const [supplier, template, contact] = await Promise.all([
    getRelation('supplier', input.supplierId),
    getTemplate(input.templateId).catch((error: unknown) => {
      if (error instanceof NotFoundError)
        throw new ValidationError({ templateId: [requestMessages.templateMissing] });
      throw error;
    }),
    contactOf(input.supplierId, input.contactId),
  ]);
  const id = ulid();
  const created = await createRecord({
    key: keys.supplierRequest(id),
    id,
    data: {
      type: REQUEST_RECORD_TYPE,
      status: 'concept' as const,
      supplierId: supplier.id,
      supplierName: supplier.companyName,
      templateId: template.id,
      templateName: input.document ? `Nieuw exemplaar ${fileCategoryLabels[input.document]}` : template.name,
      template: templateCopySchema.parse(
        input.document
          ? {
              ...template,
              fields: [],
              documents: [{ category: input.document, required: true, validUntil: true }],
            }
          : template,
      ),
      contactId: contact.id,
      contactName: contact.name,
      email: contact.email,
      ownerId: actor.id,
      round: 0,
    },
    actor,
    label: `${template.name} voor ${supplier.companyName}`,
    guards: [ownerExists({ kind: 'supplier', id: supplier.id })],
    extraFor: (item) => [copyPut(requestItemSchema.parse(item))],
  });
  return requestItemSchema.parse(created);
}

/** The staged change set of a request (decision 046): its owner and target. */
export const requestOwner = (id: string): StagedOwner => ({ kind: 'supplier-request', id });
export const requestTarget = (request: Pick<RequestItem, 'supplierId'>): StagedTarget => ({
  kind: 'supplier',
  id: request.supplierId,
});

/** The asked fields a change set stages (every askable field is a staged one; kept safe anyway). */
export const stagedFieldsOf = (request: Pick<RequestItem, 'template'>): string[] =>
  request.template.fields
    .map((field) => field.key)
    .filter((key) => Object.hasOwn(stagedCatalogues.supplier, key));

/**
 * The request's change set as the send transaction writes it, from the snapshot of the supplier
 * as sent (values, phones on file, primary contact person); the template's critical fields are its
 * `critical`. A send (a resend, or a send after a failed mail) replaces the change set there was:
 * a new round starts from the supplier as it is now. A request asking only documents has none.
 */
function changeSetItems(request: RequestItem, snapshot: SentSnapshot, at: string): TransactItem[] {
  const fields = stagedFieldsOf(request);
  if (fields.length === 0) return [];
  const critical = request.template.fields.filter((field) => field.critical).map((field) => field.key);
  return changeSetOfSend({
    owner: requestOwner(request.id),
    target: requestTarget(request),
    fields,
    sent: snapshot,
    critical,
    now: at,
  });
}

/** The daily job's dates of a round: a reminder every interval before the link's last day, then expiry. */
export function requestDueDates(
  round: number,
  sentDay: string,
  lastDay: string,
  interval: number,
): DueDate[] {
  const dates: DueDate[] = [];
  for (let n = 1; ; n++) {
    const date = addDays(sentDay, n * interval);
    if (date >= lastDay) break;
    dates.push({ action: `remind-${round}-${n}`, date });
  }
  dates.push({ action: `expire-${round}`, date: addDays(lastDay, 1) });
  return dates;
}

/** The last day the link works (Europe/Amsterdam). */
export const lastLinkDay = (request: Pick<RequestItem, 'linkExpiresAt'>): string =>
  dutchToday(new Date(request.linkExpiresAt ?? 0));

function assertMove(request: RequestItem, move: RequestMove): void {
  if (!(requestMoves[move].from as readonly string[]).includes(request.status))
    throw new ConflictError(requestMessages.moveRefused[move]);
}

/** A move's writes: the conditional status Update with its history, and the supplier's copy. */
export function moveItems(
  request: RequestItem,
  move: RequestMove,
  actor: Actor,
  at: string,
  set: Partial<RequestItem> = {},
): TransactItem[] {
  return lifecycleMove({
    item: request,
    to: requestMoves[move].to,
    set,
    actor,
    at,
    action: `request-${move === 'unsend' ? 'mail-failed' : move}`,
    subject: { type: REQUEST_RECORD_TYPE, label: `${request.templateName} aan ${request.contactName}` },
    parse: (value) => requestItemSchema.parse(value),
    copy: copyPut,
  });
}

/** One move on its own (the link page's Geopend and Ingediend, the daily job's Verlopen). */
export async function moveRequest(
  request: RequestItem,
  move: RequestMove,
  actor: Actor,
  set: Partial<RequestItem> = {},
  extra: TransactItem[] = [],
): Promise<RequestItem> {
  assertMove(request, move);
  const at = new Date().toISOString();
  const withReview =
    move === 'submit'
      ? { ...set, submittedAt: at, ...indexKeys.supplierRequestToReview(at, request.id) }
      : request.gsi1pk
        ? { ...set, gsi1pk: undefined, gsi1sk: undefined }
        : set;
  await transact([...moveItems(request, move, actor, at, withReview), ...extra], [], 0);
  return getRequest(request.id);
}

/**
 * What goes with a deleted supplier (registered in `wiring.ts`, taken along by the supplier's own
 * delete transactions): each request, its copy on the supplier and its change set, with its link
 * revoked, so no link keeps answering for a supplier that is gone and no "Te beoordelen" row points
 * at one. The request's Delete is conditional on its version: a supplier answering meanwhile makes
 * the delete a 409 that removed nothing.
 */
export function supplierRequestItems(supplierId: string): Promise<TransactItem[][]> {
  return answerDeletes({
    copies: (cursor) => listSupplierRequests(supplierId, { limit: 100, cursor }),
    get: getRequest,
    copyKey: (id) => keys.supplierRequestCopy(supplierId, id),
    owner: requestOwner,
  });
}

/**
 * Sends (from Concept) or sends again (a new link, the old one dead, a new validity): freezes
 * `sent` from the supplier as it is, issues the link bound to the contact's address and writes
 * the round's due items, with the mail owed, in one transaction; then the mail. A mail that fails puts the request
 * back in Concept with the link withdrawn, so nothing half-sent remains.
 */
export async function sendRequest(
  id: string,
  version: number,
  actor: Actor,
  move: 'send' | 'resend',
): Promise<RequestItem> {
  const request = await getRequest(id);
  if (request.version !== version) throw new ConflictError();
  assertMove(request, move);
  const [contact, detail, snapshot] = await Promise.all([
    contactOf(request.supplierId, request.contactId),
    getRelationDetail('supplier', request.supplierId),
    snapshotSent(requestTarget(request), stagedFieldsOf(request)),
  ]);
  const { token, link } = await signLink({
    purpose: 'supplier-request',
    subject: request.id,
    ttlSeconds: request.template.validityDays * DAY_SECONDS,
    singleUse: false,
    binding: contact.email,
  });
  const at = new Date().toISOString();
  const round = request.round + 1;
  const linkExpiresAt = new Date(link.expiresAt * 1000).toISOString();
  const dates = requestDueDates(
    round,
    dutchToday(new Date(at)),
    lastLinkDay({ linkExpiresAt }),
    request.template.reminderDays,
  );
  // Owed in the same transaction: a process that stops after it still has the mail sent (decision 048).
  const mail = owedMail(
    requestMail({
      to: contact.email,
      name: contact.name,
      supplierName: detail.record.companyName,
      intro: request.template.intro,
      fields: request.template.fields,
      documents: request.template.documents,
      url: `${mailConfig().appUrl}/supplier-information-requests/${token}`,
      expiresAt: linkExpiresAt,
      sender: actor.name,
    }),
    {
      kind: 'supplier-request',
      label: `Informatieverzoek aan ${detail.record.companyName}`,
      path: `/suppliers/${request.supplierId}/requests/${request.id}`,
      refs: { requestId: id },
    },
  );
  await transact(
    [
      mail.item,
      { Put: { TableName: tableName(), Item: link, ConditionExpression: 'attribute_not_exists(pk)' } },
      ...moveItems(request, move, actor, at, {
        round,
        linkId: link.id,
        linkExpiresAt,
        sentAt: at,
        sentBy: actor.id,
        sentByName: actor.name,
        email: contact.email,
        contactName: contact.name,
        supplierName: detail.record.companyName,
        // A copy for the staff page, from the same snapshot as the change set (the source of truth).
        sent: Object.fromEntries(Object.entries(snapshot.values).filter(([, value]) => value !== null)),
        openedAt: undefined,
        withdrawnAt: undefined,
        expiredAt: undefined,
        submittedAt: undefined,
        approvedAt: undefined,
        returnedAt: undefined,
        returnComment: undefined,
        returnFields: undefined,
        returnDocuments: undefined,
        submission: undefined,
      }),
      ...changeSetItems(request, snapshot, at),
      ...(await revokeOld(request.linkId, at)),
      ...dueItemChanges({ pk: request.pk, type: REQUEST_RECORD_TYPE }, [], dates),
    ],
    [],
    0,
  );
  const sent = await getRequest(id);
  await deliverSendMail({
    mailId: mail.id,
    linkId: link.id,
    at,
    unsend: () => moveItems(sent, 'unsend', actor, new Date().toISOString()),
    message: requestMessages.mailFailed,
  });
  return sent;
}

/** Ingetrokken: the link stops working at once (its page answers 410 "Deze link is ingetrokken."). */
export async function withdrawRequest(id: string, version: number, actor: Actor): Promise<RequestItem> {
  const request = await getRequest(id);
  if (request.version !== version) throw new ConflictError();
  assertMove(request, 'withdraw');
  const at = new Date().toISOString();
  await transact(
    [
      ...moveItems(request, 'withdraw', actor, at, { withdrawnAt: at }),
      ...(await revokeOld(request.linkId, at)),
    ],
    [],
    0,
  );
  return getRequest(id);
}
