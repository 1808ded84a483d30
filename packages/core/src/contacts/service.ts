import { ulid } from 'ulid';
import { findByLookup } from '../db/lookup.ts';
import { keys, type RelationKind } from '../db/keys.ts';
import { indexKeys } from '../db/index-keys.ts';
import { type Actor } from '../db/actor.ts';
import { createRecord, deleteRecord, updateRecord, type CreateRecordInput } from '../db/write.ts';
import type { TransactItem } from '../db/transaction.ts';
import { ConflictError, NotFoundError } from '../errors.ts';
import { contactItemSchema, type ContactItem } from '../relations/item.ts';
import { ownerExists } from '../records/kinds.ts';
import { getRelation, getRelationContacts } from '../relations/repository.ts';
import { editableFields } from '../catalogue/field.ts';
import { contactCatalogue, type ContactInput } from './schema.ts';
import { primaryChanges, releasePrimary } from './primary.ts';
import { contactTokenChanges } from './search-items.ts';

/** Finds a contact person by id alone through its lookup index (one Query). */
export async function getContact(id: string): Promise<ContactItem> {
  const item = await findByLookup(indexKeys.contactById(id));
  if (!item) throw new NotFoundError('Deze contactpersoon bestaat niet (meer).');
  return contactItemSchema.parse(item);
}

/** Tries of a create whose read of the siblings' primary went stale before its write. */
const CREATE_ATTEMPTS = 5;

/**
 * Adds a contact person; the first one of a parent becomes its primary one. A create has no
 * version of its own, so a conflict can only mean that who is primary changed between its read
 * and its write (another create or mark at the same moment): it reads again and tries again.
 */
export async function createContact(
  parentKind: RelationKind,
  parentId: string,
  input: ContactInput,
  actor: Actor,
): Promise<ContactItem> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await tryCreateContact(parentKind, parentId, input, actor);
    } catch (error) {
      if (!(error instanceof ConflictError) || attempt === CREATE_ATTEMPTS) throw error;
    }
  }
}

/**
 * Everything a new contact person's create writes (the record, its history entry, the parent's
 * guard, the primary marker and the unmarked previous primary when it becomes primary, its search
 * tokens): for a single create and for an import (decision 053), which adds its own items.
 */
export function contactCreateInput(input: {
  parentKind: RelationKind;
  parentId: string;
  parentPk: string;
  id: string;
  input: ContactInput;
  primary: boolean;
  /** The parent's contact people as read (the primary one among them is unmarked). */
  siblings: readonly ContactItem[];
  actor: Actor;
  extra?: TransactItem[];
  history?: CreateRecordInput<Record<string, unknown>>['history'];
  label?: string;
}): CreateRecordInput<Record<string, unknown>> {
  const { parentKind, parentId, parentPk, id, primary, actor } = input;
  const data = { ...input.input, primary };
  return {
    key: keys.contact(parentPk, id),
    id,
    data: { type: 'contact' as const, ...data, parentKind, parentId, ...indexKeys.contactById(id) },
    actor,
    guards: [ownerExists({ kind: parentKind, id: parentId })],
    extra: [
      ...primaryChanges({
        parentPk,
        contactId: id,
        was: false,
        becomes: primary,
        siblings: input.siblings,
        actor,
      }),
      ...contactTokenChanges(undefined, { ...data, id, parentKind, parentId }),
      ...(input.extra ?? []),
    ],
    ...(input.history ? { history: input.history } : {}),
    ...(input.label ? { label: input.label } : {}),
  };
}

async function tryCreateContact(
  parentKind: RelationKind,
  parentId: string,
  input: ContactInput,
  actor: Actor,
): Promise<ContactItem> {
  const [record, contacts] = await Promise.all([
    getRelation(parentKind, parentId),
    getRelationContacts(parentKind, parentId),
  ]);
  const primary = input.primary || contacts.length === 0;
  const created = await createRecord(
    contactCreateInput({
      parentKind,
      parentId,
      parentPk: record.pk,
      id: ulid(),
      input,
      primary,
      siblings: contacts,
      actor,
    }),
  );
  return contactItemSchema.parse(created);
}

export async function updateContact(
  id: string,
  input: ContactInput,
  version: number,
  actor: Actor,
): Promise<ContactItem> {
  const contact = await getContact(id);
  const siblings =
    input.primary && !contact.primary ? await getRelationContacts(contact.parentKind, contact.parentId) : [];
  const changes: Record<string, unknown> = {};
  for (const field of editableFields(contactCatalogue)) changes[field] = input[field as keyof ContactInput];
  const updated = await updateRecord<ContactItem>({
    current: contact,
    expectedVersion: version,
    changes,
    actor,
    extra: [
      ...primaryChanges({
        parentPk: contact.pk,
        contactId: id,
        was: contact.primary,
        becomes: input.primary,
        siblings,
        actor,
      }),
      ...contactTokenChanges(contact, { ...contact, ...changes }),
    ],
  });
  return contactItemSchema.parse(updated);
}

export async function deleteContact(id: string, version: number, actor: Actor): Promise<ContactItem> {
  const contact = await getContact(id);
  await deleteRecord({
    current: contact,
    expectedVersion: version,
    actor,
    extra: [
      ...(contact.primary ? [releasePrimary(contact.pk)] : []),
      ...contactTokenChanges(contact, undefined),
    ],
  });
  return contact;
}
