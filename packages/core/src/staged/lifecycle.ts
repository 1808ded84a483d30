import type { Actor } from '../db/actor.ts';
import { statusTransition } from '../db/status.ts';
import type { TransactItem } from '../db/transaction.ts';
import { ValidationError } from '../errors.ts';
import { contactName } from '../contacts/schema.ts';
import { getContact } from '../contacts/service.ts';
import type { ContactParentKind } from '../contacts/schema.ts';
import { createChangeSet, type CreateChangeSetInput } from './change-set.ts';

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
