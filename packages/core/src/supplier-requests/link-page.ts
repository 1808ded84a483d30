import type { Actor } from '../db/actor.ts';
import { ConflictError, NotFoundError, ValidationError, type FieldErrors } from '../errors.ts';
import type { LinkFilePolicy } from '../files/link-access.ts';
import type { FileItem } from '../files/item.ts';
import { listFiles } from '../files/service.ts';
import { LinkError } from '../links/link-error.ts';
import { tokenOfLink, type LinkItem } from '../links/link-token.ts';
import { log } from '../log.ts';
import { mailConfig } from '../mail/config.ts';
import { deliverOwed, owedMail } from '../mail/owed.ts';
import { lockProposed, readChangeSet, saveProposed } from '../staged/change-set.ts';
import { answerFields, missingAnswers } from '../staged/answer.ts';
import type { ChangeSetItem } from '../staged/schema.ts';
import type { RequestItem } from './item.ts';
import { receiptMail } from './mail.ts';
import { publicRequestMessages, type DraftAnswer, type PublicRequest } from './public.ts';
import { getRequest, moveRequest, requestOwner, stagedFieldsOf } from './requests.ts';
import { documentCategoryLabels, openStatuses, type AskedDocument } from './schema.ts';
import { onRequestSubmitted } from './submitted.ts';

/**
 * The supplier's page of a request (decision 050), behind a link of purpose `supplier-request`:
 * what it shows (reads only: mail scanners open links), the draft saved as the supplier types, the
 * documents uploaded through the files' link flow (decision 021) and the submission with its
 * evidence. A link reads and writes only the request it was sent for, and only while it is the
 * request's current link.
 */

/** What acting on the link records (the API's link middleware). */
export interface SubmissionEvidence {
  at: string;
  ip: string;
  userAgent: string;
}

/** The request a verified link belongs to; an old round's link or a withdrawn request ends it. */
export async function requestOfLink(link: LinkItem): Promise<RequestItem> {
  try {
    const request = await getRequest(link.subject);
    if (request.linkId !== link.id || request.email !== link.binding) throw new LinkError('invalid');
    if (request.status === 'ingetrokken') throw new LinkError('revoked');
    if (request.status === 'verlopen') throw new LinkError('expired');
    return request;
  } catch (error) {
    if (error instanceof NotFoundError) throw new LinkError('invalid');
    throw error;
  }
}

const isOpen = (request: RequestItem) => openStatuses.includes(request.status);

/** The outsider's actor in history entries: the contact person, by the link. */
const outsider = (request: RequestItem, link: LinkItem): Actor => ({
  id: `link:${link.id}`,
  name: `${request.contactName} (${request.supplierName})`,
});

/** The documents the supplier may (still) upload: all asked ones, after Teruggestuurd the named. */
function editableDocuments(request: RequestItem): AskedDocument[] {
  if (!isOpen(request)) return [];
  const named = request.status === 'teruggestuurd' ? request.returnDocuments : undefined;
  return request.template.documents.filter((document) => !named || named.includes(document.category));
}

async function changeSetOf(request: RequestItem): Promise<ChangeSetItem | undefined> {
  if (stagedFieldsOf(request).length === 0) return undefined;
  return readChangeSet(requestOwner(request.id));
}

/** The files uploaded through this link (the files' link flow names the link as uploader). */
async function uploadsOf(request: RequestItem, link: LinkItem): Promise<FileItem[]> {
  const files = await listFiles({ kind: 'supplier', id: request.supplierId });
  return files.filter((file) => file.uploadedBy.type === 'link' && file.uploadedBy.id === link.id);
}

/** GET: the page's data. Changes nothing. */
export async function publicRequest(link: LinkItem): Promise<PublicRequest> {
  const request = await requestOfLink(link);
  const [changeSet, uploads] = await Promise.all([changeSetOf(request), uploadsOf(request, link)]);
  const documents = new Set(editableDocuments(request).map((document) => document.category));
  return {
    companyName: mailConfig().companyName,
    supplierName: request.supplierName,
    supplierId: request.supplierId,
    contactName: request.contactName,
    ...(request.template.intro ? { intro: request.template.intro } : {}),
    status: request.status,
    open: isOpen(request),
    version: changeSet?.version ?? 0,
    ...(request.linkExpiresAt ? { linkExpiresAt: request.linkExpiresAt } : {}),
    ...(request.submittedAt ? { submittedAt: request.submittedAt } : {}),
    ...(request.status === 'teruggestuurd' && request.returnComment
      ? { returnComment: request.returnComment }
      : {}),
    fields: changeSet ? answerFields(changeSet, request.template.fields, isOpen(request)) : [],
    documents: request.template.documents.map((document) => ({
      ...document,
      label: documentCategoryLabels[document.category],
      editable: documents.has(document.category),
    })),
    uploaded: uploads.map((file) => ({
      id: file.id,
      name: file.name,
      category: file.category,
      ...(file.validUntil ? { validUntil: file.validUntil } : {}),
      createdAt: file.createdAt,
    })),
  };
}

/** Refuses any change once the request is no longer open (submitted, approved, expired). */
function assertOpen(request: RequestItem): void {
  if (isOpen(request)) return;
  throw new ConflictError(
    ['ingediend', 'goedgekeurd'].includes(request.status)
      ? publicRequestMessages.closed
      : publicRequestMessages.notOpen,
  );
}

/** The first POST of any kind: Verstuurd becomes Geopend (once, whichever device comes first). */
async function opened(request: RequestItem, link: LinkItem): Promise<RequestItem> {
  if (request.status !== 'verstuurd') return request;
  try {
    return await moveRequest(request, 'open', outsider(request, link), {
      openedAt: new Date().toISOString(),
    });
  } catch (error) {
    if (error instanceof ConflictError) return getRequest(request.id);
    throw error;
  }
}

/** POST draft: the fields given, on the version the page loaded (a stale one is a 409). */
export async function saveDraft(
  link: LinkItem,
  input: { version: number; values: Record<string, unknown> },
): Promise<DraftAnswer> {
  const request = await opened(await requestOfLink(link), link);
  assertOpen(request);
  if (stagedFieldsOf(request).length === 0)
    throw new ValidationError({ values: [publicRequestMessages.nothingToSave] });
  const saved = await saveProposed(requestOwner(request.id), input.version, input.values);
  return { version: saved.version, savedAt: saved.updatedAt };
}

/** What a submission lacks: required fields empty, required documents (with Geldig tot) missing. */
function missing(request: RequestItem, changeSet: ChangeSetItem | undefined, uploads: FileItem[]) {
  const errors: FieldErrors = changeSet ? missingAnswers(changeSet, request.template.fields) : {};
  const since = request.status === 'teruggestuurd' ? request.returnedAt : undefined;
  const redo = request.status === 'teruggestuurd' ? (request.returnDocuments ?? []) : undefined;
  for (const document of request.template.documents) {
    if (!document.required) continue;
    const fresh = (file: FileItem) =>
      file.category === document.category &&
      (!redo?.includes(document.category) || !since || file.createdAt > since);
    const files = uploads.filter(fresh);
    const key = `documents.${document.category}`;
    if (files.length === 0)
      errors[key] = [publicRequestMessages.requiredDocument(documentCategoryLabels[document.category])];
    else if (document.validUntil && !files.some((file) => file.validUntil))
      errors[key] = [publicRequestMessages.validUntilMissing];
  }
  return errors;
}

/**
 * POST submit: checks what the template requires, then in one transaction locks the answer (on
 * the version checked), moves the request to Ingediend with the evidence and owes the receipt;
 * then the receipt and what follows a submission (the review todo and the owner's notice).
 */
export async function submitRequest(
  link: LinkItem,
  version: number,
  evidence: SubmissionEvidence,
): Promise<PublicRequest> {
  const request = await opened(await requestOfLink(link), link);
  assertOpen(request);
  const [changeSet, uploads] = await Promise.all([changeSetOf(request), uploadsOf(request, link)]);
  if (changeSet && changeSet.version !== version) throw new ConflictError();
  const errors = missing(request, changeSet, uploads);
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  const receipt = owedMail(
    receiptMail({
      to: request.email,
      name: request.contactName,
      recordName: request.supplierName,
      submittedAt: evidence.at,
      url: `${mailConfig().appUrl}/supplier-information-requests/${await tokenOfLink(link)}`,
    }),
    {
      kind: 'supplier-request-receipt',
      label: `Ontvangstbevestiging verzoek aan ${request.contactName} (${request.supplierName})`,
      path: `/suppliers/${request.supplierId}/requests/${request.id}`,
      refs: { requestId: request.id },
    },
  );
  await moveRequest(
    request,
    'submit',
    outsider(request, link),
    { submission: { ...evidence, email: request.email } },
    [...(changeSet ? lockProposed(requestOwner(request.id), version) : []), receipt.item],
  );
  await deliverOwed(receipt.id);
  try {
    await onRequestSubmitted(request.id);
  } catch (error) {
    // The submission stands; the todo and the notice are finished by a later call.
    log('error', 'supplier request submitted, its follow-up failed', {
      requestId: request.id,
      error: String(error),
    });
  }
  return publicRequest(link);
}

/**
 * The files' link flow (decision 021) for supplier requests: an open request's link uploads
 * documents of the categories asked (after Teruggestuurd only the named ones) to the supplier,
 * named as the contact person.
 */
export const requestUploadPolicy: LinkFilePolicy = async (link) => {
  const request = await requestOfLink(link);
  assertOpen(request);
  return {
    owner: { kind: 'supplier', id: request.supplierId },
    categories: editableDocuments(request).map((document) => document.category),
    kinds: ['document'],
    uploaderName: outsider(request, link).name,
  };
};
