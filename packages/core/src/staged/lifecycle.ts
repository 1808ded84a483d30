import type { Actor } from '../db/actor.ts';
import { statusTransition } from '../db/status.ts';
import { tableName } from '../db/client.ts';
import { keys, type Key } from '../db/keys.ts';
import type { Page } from '../db/page.ts';
import { transact, type TransactItem } from '../db/transaction.ts';
import { versionedDelete } from '../db/write.ts';
import { NotFoundError, ValidationError } from '../errors.ts';
import { readLink } from '../links/link-token.ts';
import { MailNotSentError } from '../mail/deliver.ts';
import { cancelOwed, deliverOwed } from '../mail/owed.ts';
import { contactName } from '../contacts/schema.ts';
import { getContact } from '../contacts/service.ts';
import type { ContactParentKind } from '../contacts/schema.ts';
import { createChangeSet, type CreateChangeSetInput } from './change-set.ts';
import type { StagedOwner } from './schema.ts';

/**
 * The lifecycle an outsider's answer shares, a supplier request's and an onboarding's (decisions
 * 047, 050 and 052): who the link goes to, a status move with its history and the owner's copy on
 * its record, and the change set a send writes anew.
 */

/** The contact person a link goes to: one of the record's, with an e-mail address (else Dutch 422s). */
export async function linkRecipient(
  parent: { kind: ContactParentKind; id: string },
  contactId: string,
  messages: { notOfParent: string; withoutEmail: string },
): Promise<{ id: string; email: string; name: string }> {
  const contact = await getContact(contactId).catch(() => undefined);
  if (!contact || contact.parentKind !== parent.kind || contact.parentId !== parent.id)
    throw new ValidationError({ contactId: [messages.notOfParent] });
  if (!contact.email) throw new ValidationError({ contactId: [messages.withoutEmail] });
  return { id: contact.id, email: contact.email, name: contactName(contact) };
}

/** An owner of a change set as its lifecycle moves it: a versioned item with a status. */
interface Moving {
  pk: string;
  sk: string;
  id: string;
  version: number;
  status: string;
}

/**
 * A move's writes: the Update conditional on the version and on the status it leaves, with its
 * history entry, and the owner's copy on its record as the item will be (`set`'s `undefined`
 * attributes removed).
 */
export function lifecycleMove<T extends Moving>(move: {
  item: T;
  to: T['status'];
  set: Partial<T>;
  actor: Actor;
  at: string;
  action: string;
  subject: { type: string; label: string };
  parse: (value: unknown) => T;
  copy: (after: T) => TransactItem;
}): TransactItem[] {
  const { item, to, set, actor, at } = move;
  const after = move.parse({
    ...item,
    ...set,
    status: to,
    version: item.version + 1,
    updatedAt: at,
    updatedBy: actor.id,
  });
  for (const [field, value] of Object.entries(set))
    if (value === undefined) delete (after as Record<string, unknown>)[field];
  return [
    ...statusTransition({
      item,
      to,
      set,
      actor,
      at,
      history: { recordPk: item.pk, action: move.action, subject: { ...move.subject, id: item.id } },
    }),
    move.copy(after),
  ];
}

/** The change set a send writes: it replaces the one there was, so a new round starts afresh. */
export function changeSetOfSend(input: CreateChangeSetInput): TransactItem[] {
  return createChangeSet(input).map((item) =>
    item.Put ? { Put: { TableName: item.Put.TableName, Item: item.Put.Item } } : item,
  );
}

/** The old link stops working, when it still exists (a link past its end may be gone by TTL). */
export async function revokeOld(linkId: string | undefined, at: string): Promise<TransactItem[]> {
  if (!linkId || !(await readLink(linkId))) return [];
  return [
    {
      Update: {
        TableName: tableName(),
        Key: keys.link(linkId),
        UpdateExpression: 'SET revokedAt = if_not_exists(revokedAt, :now)',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':now': at },
      },
    },
  ];
}

/**
 * What goes with a deleted record that answers were asked of (decision 047; registered in
 * `wiring.ts`, written by the record's own delete transactions): per answer (a supplier's request,
 * a lead's or customer's onboarding) its item, its copy on the record and its change set, with its
 * link revoked, so no link keeps answering for a record that is gone and no "Te beoordelen" row
 * points at one. The item's Delete is conditional on its version: an outsider answering meanwhile
 * makes the record's delete a 409 that removed nothing.
 */
export async function answerDeletes(answers: {
  copies: (cursor: string | undefined) => Promise<Page<{ id: string }>>;
  get: (id: string) => Promise<Moving & { linkId?: string | undefined }>;
  copyKey: (id: string) => Key;
  owner: (id: string) => StagedOwner;
}): Promise<TransactItem[][]> {
  const at = new Date().toISOString();
  const groups: TransactItem[][] = [];
  let cursor: string | undefined;
  do {
    const page = await answers.copies(cursor);
    for (const copy of page.items) {
      const item = await answers.get(copy.id).catch((error: unknown) => {
        if (error instanceof NotFoundError) return undefined;
        throw error;
      });
      const owner = answers.owner(copy.id);
      groups.push([
        ...(item ? [versionedDelete(item)] : []),
        { Delete: { TableName: tableName(), Key: answers.copyKey(copy.id) } },
        { Delete: { TableName: tableName(), Key: keys.changeSet(owner.kind, owner.id) } },
        ...(await revokeOld(item?.linkId, at)),
      ]);
    }
    cursor = page.cursor ?? undefined;
  } while (cursor);
  return groups;
}

/**
 * After a send's transaction: the link's mail, owed in it, goes out now. When it fails, nothing
 * stays half-sent: the mail is no longer owed, `unsend` moves the answer back to Concept, the new
 * link dies, and the user is told (`MailNotSentError`, a 502 with `message`).
 */
export async function deliverSendMail(send: {
  mailId: string;
  linkId: string;
  at: string;
  unsend: () => TransactItem[];
  message: string;
}): Promise<void> {
  if ((await deliverOwed(send.mailId)) !== 'failed') return;
  await cancelOwed(send.mailId);
  await transact([...send.unsend(), ...(await revokeOld(send.linkId, send.at))], [], 0);
  throw new MailNotSentError(send.message);
}
