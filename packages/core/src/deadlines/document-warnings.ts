import type { Actor } from '../db/actor.ts';
import type { DueItem } from '../db/due-items.ts';
import { ledgerPut, ledgerState } from '../db/ledger.ts';
import { ConflictError, NotFoundError } from '../errors.ts';
import { documentWarningDay, fileDueName } from '../files/due-dates.ts';
import type { FileItem } from '../files/item.ts';
import { fileCategoryLabels } from '../files/schema.ts';
import { getFile } from '../files/service.ts';
import { readLink } from '../links/link-token.ts';
import { mailConfig } from '../mail/config.ts';
import { deliverOwed, owedMail } from '../mail/owed.ts';
import { layout } from '../mail/templates.ts';
import { daysBetween, dutchDate } from '../nl/date.ts';
import { readOwner, recordKinds } from '../records/kinds.ts';
import { ownerKindNames } from '../records/schema.ts';
import { getRequest } from '../supplier-requests/requests.ts';
import { createTodo } from '../todos/service.ts';
import { allUsers, getUser, isActiveAdmin } from '../users/repository.ts';
import type { UserItem } from '../users/schema.ts';

/**
 * A document's warning (PRODUCT.md "File"): 30 days before its Geldig tot the record's owner gets a
 * todo "Document verloopt" and a mail (owed in the todo's transaction, decision 048), once per
 * Geldig tot (the ledger: `REMINDER#FILE#<id>#<Geldig tot>#document-warning`). A new Geldig tot
 * (a new copy of the document) is warned about again; a deleted file, or one whose Geldig tot
 * moved later, is not.
 *
 * Who the owner is: a lead's, customer's or contract's owner. A supplier has none: the colleague
 * who uploaded the document, or for a document the supplier uploaded through a request's link, the
 * request's maker. Whoever it is must be active; else the first active Beheerder by name.
 */
export const DOCUMENT_TODO_ORIGIN = 'document-warning';
export const DOCUMENT_TODO_TITLE = 'Document verloopt';
const warningActor: Actor = { id: 'system:daily', name: 'Dagelijkse taak' };

async function activeUser(id: string | undefined): Promise<UserItem | undefined> {
  if (!id) return undefined;
  const user = await getUser(id);
  return user?.active ? user : undefined;
}

/** Who uploaded it, as a colleague: the uploader, or the maker of the request whose link it came through. */
async function uploaderColleague(file: FileItem): Promise<string | undefined> {
  if (file.uploadedBy.type === 'user') return file.uploadedBy.id;
  const link = await readLink(file.uploadedBy.id);
  if (link?.purpose !== 'supplier-request') return undefined;
  return (await getRequest(link.subject).catch(() => undefined))?.ownerId;
}

async function warnedUser(file: FileItem, record: Record<string, unknown>): Promise<UserItem | undefined> {
  const ownerId = typeof record.ownerId === 'string' ? record.ownerId : await uploaderColleague(file);
  const owner = await activeUser(ownerId);
  if (owner) return owner;
  const admins = (await allUsers()).filter(isActiveAdmin);
  return admins.sort((a, b) => a.name.localeCompare(b.name, 'nl'))[0];
}

/** The SPA path where the document is seen: a supplier's Verzoeken tab shows validity, others Bestanden. */
function documentPath(file: FileItem): string {
  const base = { lead: '/leads', customer: '/customers', supplier: '/suppliers', contract: '/contracts' }[
    file.ownerKind
  ];
  const tab = file.ownerKind === 'supplier' ? 'verzoeken' : 'bestanden';
  return `${base}/${encodeURIComponent(file.ownerId)}?tab=${tab}`;
}

function warningMail(input: {
  to: UserItem;
  file: FileItem & { validUntil: string };
  recordLabel: string;
  path: string;
}) {
  const { file } = input;
  const supplier = file.ownerKind === 'supplier';
  return layout({
    to: input.to.email,
    subject: `Document verloopt op ${dutchDate(file.validUntil)}: ${file.name}`,
    greeting: `Beste ${input.to.name},`,
    paragraphs: [
      `${fileCategoryLabels[file.category]} "${file.name}" van ${input.recordLabel} is geldig tot ${dutchDate(file.validUntil)}.`,
      supplier
        ? 'Vraag de leverancier om een nieuw exemplaar met "Nieuw verzoek voor dit document" bij Geldigheid van documenten.'
        : 'Zorg voor een nieuw exemplaar voordat het verloopt.',
    ],
    action: {
      label: supplier ? 'Documenten bekijken' : 'Bestanden bekijken',
      url: `${mailConfig().appUrl}${input.path}`,
    },
    footer: 'Je ontvangt dit bericht omdat je eigenaar bent van dit record, of beheerder.',
  });
}

export interface DocumentDay {
  label: string;
  warned: boolean;
  late: number;
}

/** What the daily job does with one document on `today`; undefined when there is nothing to do. */
export async function actOnDocument(
  id: string,
  today: string,
  options: { dryRun?: boolean } = {},
): Promise<DocumentDay | undefined> {
  const file = await getFile(id).catch((error: unknown) => {
    if (error instanceof NotFoundError) return undefined;
    throw error;
  });
  if (!file?.validUntil) return undefined;
  const day = documentWarningDay(file.validUntil);
  if (day > today) return undefined; // moved later: its own item comes
  const record = await readOwner({ kind: file.ownerKind, id: file.ownerId }).catch((error: unknown) => {
    if (error instanceof NotFoundError) return undefined;
    throw error;
  });
  if (!record) return undefined;
  const recordLabel = `${ownerKindNames[file.ownerKind].toLowerCase()} ${recordKinds[file.ownerKind].label(record)}`;
  const result = { label: `${file.name} van ${recordLabel}`, late: Math.max(0, daysBetween(day, today)) };
  const entry = { recordPk: fileDueName(file.id), period: file.validUntil, kind: 'document-warning' };
  if (options.dryRun) return { ...result, warned: !(await ledgerState(entry)) };
  const user = await warnedUser(file, record);
  if (!user) throw new Error('no active owner or Beheerder to warn about a document');
  const path = documentPath(file);
  const mail = owedMail(
    warningMail({ to: user, file: { ...file, validUntil: file.validUntil }, recordLabel, path }),
    { kind: 'document-warning', label: `Document verloopt: ${file.name}`, path, refs: { fileId: file.id } },
  );
  try {
    await createTodo(
      {
        title: DOCUMENT_TODO_TITLE,
        description: `${fileCategoryLabels[file.category]} "${file.name}" van ${recordLabel} is geldig tot ${dutchDate(file.validUntil)}.`,
        deadline: file.validUntil < today ? today : file.validUntil,
        assigneeId: user.id,
        priority: 'normaal',
        done: false,
        link: { kind: file.ownerKind, id: file.ownerId },
      },
      warningActor,
      { origin: DOCUMENT_TODO_ORIGIN, extra: [ledgerPut(entry), mail.item] },
    );
  } catch (error) {
    // The ledger item exists: warned already (by an earlier run, or one at the same moment).
    if (error instanceof ConflictError && (await ledgerState(entry))) return { ...result, warned: false };
    throw error;
  }
  await deliverOwed(mail.id); // a failure is kept and retried by the owed-mail job
  return { ...result, warned: true };
}

/** The deadlines engine's handler of a document's due item (registered in wiring.ts). */
export async function documentDueHandler(item: DueItem, today: string, context: { dryRun: boolean }) {
  const day = await actOnDocument(item.recordPk.slice('FILE#'.length), today, { dryRun: context.dryRun });
  if (!day?.warned) return undefined;
  return {
    label: day.label,
    steps: [],
    actions: [{ what: 'waarschuwing: document verloopt', late: day.late }],
  };
}
