import { ulid } from 'ulid';
import { findByLookup } from '../db/lookup.ts';
import { keys, type RelationKind } from '../db/keys.ts';
import { indexKeys } from '../db/index-keys.ts';
import { type Actor } from '../db/actor.ts';
import { createRecord, deleteRecord, updateRecord } from '../db/write.ts';
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
  const id = ulid();
  const primary = input.primary || contacts.length === 0;
  const created = await createRecord({
    key: keys.contact(record.pk, id),
    id,
    data: { type: 'contact' as const, ...input, primary, parentKind, parentId, ...indexKeys.contactById(id) },
    actor,
    guards: [ownerExists({ kind: parentKind, id: parentId })],
    extra: [
      ...primaryChanges({
        parentPk: record.pk,
        contactId: id,
        was: false,
        becomes: primary,
        siblings: contacts,
        actor,
      }),
      ...contactTokenChanges(undefined, { ...input, id, parentKind, parentId }),
    ],
  });
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
