import type { Actor } from '../db/actor.ts';
import { tableName } from '../db/client.ts';
import { dueItemChanges } from '../db/due-items.ts';
import { transact, type TransactItem } from '../db/transaction.ts';
import { ConflictError, NotFoundError, ValidationError } from '../errors.ts';
import { readLink, tokenOfLink, type LinkItem } from '../links/link-token.ts';
import { mailConfig } from '../mail/config.ts';
import { deliverOwed, owedMail } from '../mail/owed.ts';
import { reopenFields } from '../staged/change-set.ts';
import { readReview, reviewDone, reviewRows } from '../staged/review.ts';
import type { RequestItem } from './item.ts';
import { returnedMail } from './mail.ts';
import { addDays } from '../nl/date.ts';
import {
  DAY_SECONDS,
  getRequest,
  lastLinkDay,
  moveItems,
  moveRequest,
  REQUEST_RECORD_TYPE,
  requestOwner,
  stagedFieldsOf,
} from './requests.ts';
import {
  askableField,
  documentCategoryLabels,
  requestMessages,
  requestMoves,
  type ReturnInput,
} from './schema.ts';

/**
 * The end of a review (decision 050): Goedgekeurd once every proposed change is decided, or
 * Teruggestuurd with staff's comment and the fields and documents the supplier redoes.
 */

/** Whether every proposed change of the request is decided (a request without fields: always). */
export async function requestReviewed(request: RequestItem): Promise<boolean> {
  if (stagedFieldsOf(request).length === 0) return true;
  const { changeSet, now } = await readReview(requestOwner(request.id));
  return changeSet.locked && reviewDone(reviewRows(changeSet, now));
}

/**
 * After a decision: an Ingediend request whose every change is decided moves to Goedgekeurd. Two
 * decisions at once make one move (the move is conditional on the status it leaves).
 */
export async function approveWhenReviewed(id: string, actor: Actor): Promise<RequestItem | undefined> {
  // A change set made without a request (the staged module's own tests) has nothing to move.
  const request = await getRequest(id).catch((error: unknown) => {
    if (error instanceof NotFoundError) return undefined;
    throw error;
  });
  if (!request) return undefined;
  if (request.status !== 'ingediend' || !(await requestReviewed(request))) return request;
  try {
    return await moveRequest(request, 'approve', actor, { approvedAt: new Date().toISOString() });
  } catch (error) {
    if (error instanceof ConflictError) return getRequest(id);
    throw error;
  }
}

/** Goedkeuren by hand (a submission without changes has nothing to decide). */
export async function approveRequest(id: string, version: number, actor: Actor): Promise<RequestItem> {
  const request = await getRequest(id);
  if (request.version !== version) throw new ConflictError();
  if (!(requestMoves.approve.from as readonly string[]).includes(request.status))
    throw new ConflictError(requestMessages.moveRefused.approve);
  if (!(await requestReviewed(request))) throw new ConflictError(requestMessages.notReviewed);
  return moveRequest(request, 'approve', actor, { approvedAt: new Date().toISOString() });
}

/**
 * The link after Terugsturen: valid for the template's days from now (or as long as it was, when
 * longer). The link keeps its id (the draft, the uploads through it and the reminders stay its
 * own); only its expiry moves, so the return mail carries the token with the new expiry, and the
 * token of the first mail still works until its own. The expiry's due item moves with it.
 */
function renewedLink(request: RequestItem, link: LinkItem, now: number) {
  const expiresAt = Math.max(
    link.expiresAt,
    Math.floor(now / 1000) + request.template.validityDays * DAY_SECONDS,
  );
  const linkExpiresAt = new Date(expiresAt * 1000).toISOString();
  const expiry = (day: string) => [{ action: `expire-${request.round}`, date: addDays(day, 1) }];
  const items: TransactItem[] = [
    {
      Update: {
        TableName: tableName(),
        Key: { pk: link.pk, sk: link.sk },
        UpdateExpression: 'SET expiresAt = :expiresAt',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(revokedAt)',
        ExpressionAttributeValues: { ':expiresAt': expiresAt },
      },
    },
    ...dueItemChanges(
      { pk: request.pk, type: REQUEST_RECORD_TYPE },
      expiry(lastLinkDay(request)),
      expiry(lastLinkDay({ linkExpiresAt })),
    ),
  ];
  return { link: { ...link, expiresAt }, linkExpiresAt, items };
}

/**
 * Terugsturen: the named fields open again (their decisions undone) in the same transaction as the
 * move, with the mail to the supplier owed there too; the link works again for exactly those
 * fields and documents.
 */
export async function returnRequest(id: string, input: ReturnInput, actor: Actor): Promise<RequestItem> {
  const request = await getRequest(id);
  if (request.version !== input.version) throw new ConflictError();
  if (!(requestMoves.return.from as readonly string[]).includes(request.status))
    throw new ConflictError(requestMessages.moveRefused.return);
  const asked = new Set(stagedFieldsOf(request));
  const strangeFields = input.fields.filter((field) => !asked.has(field));
  const strangeDocuments = input.documents.filter(
    (category) => !request.template.documents.some((document) => document.category === category),
  );
  if (strangeFields.length || strangeDocuments.length)
    throw new ValidationError({
      ...(strangeFields.length ? { fields: ['Kies velden die dit verzoek vraagt.'] } : {}),
      ...(strangeDocuments.length ? { documents: ['Kies documenten die dit verzoek vraagt.'] } : {}),
    });
  const link = request.linkId ? await readLink(request.linkId) : undefined;
  if (!link || link.revokedAt || link.expiresAt * 1000 <= Date.now())
    throw new ConflictError(
      'De link van dit verzoek werkt niet meer. Verstuur het verzoek opnieuw met een nieuwe link.',
    );
  const reopen = input.fields.length ? await reopenFields(requestOwner(id), input.fields) : [];
  const at = new Date().toISOString();
  // The supplier gets the template's validity again from now (never less than was left).
  const extended = renewedLink(request, link, Date.parse(at));
  const mail = owedMail(
    returnedMail({
      to: request.email,
      name: request.contactName,
      supplierName: request.supplierName,
      comment: input.comment,
      redo: [
        ...input.fields.map((key) => askableField(key)?.field.label ?? key),
        ...input.documents.map((category) => documentCategoryLabels[category]),
      ],
      url: `${mailConfig().appUrl}/supplier-information-requests/${await tokenOfLink(extended.link)}`,
      expiresAt: extended.linkExpiresAt,
    }),
    {
      kind: 'supplier-request-returned',
      label: `Verzoek teruggestuurd aan ${request.contactName} (${request.supplierName})`,
      path: `/suppliers/${request.supplierId}/requests/${id}`,
      refs: { requestId: id },
    },
  );
  await transact(
    [
      ...moveItems(request, 'return', actor, at, {
        returnedAt: at,
        returnComment: input.comment,
        returnFields: input.fields,
        returnDocuments: input.documents,
        linkExpiresAt: extended.linkExpiresAt,
        ...(request.gsi1pk ? { gsi1pk: undefined, gsi1sk: undefined } : {}),
      }),
      ...extended.items,
      ...reopen,
      mail.item,
    ],
    [],
    0,
  );
  await deliverOwed(mail.id);
  return getRequest(id);
}
