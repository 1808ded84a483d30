import type { ContactItem, FinancialItem, RelationItem } from '../relations/item.ts';
import { getRelation, getRelationContacts, getRelationWithFinancial } from '../relations/repository.ts';
import { stagedCatalogues, stagedGroupOf } from './catalogue.ts';
import type { StagedTarget } from './schema.ts';

/** A change set's target as it is now: the record, its financial record and its contact people. */
export interface TargetNow {
  record: RelationItem;
  financial: FinancialItem | undefined;
  contacts: ContactItem[];
}

export async function readTarget(target: StagedTarget): Promise<TargetNow> {
  const [withFinancial, contacts] = await Promise.all([
    target.kind === 'lead'
      ? getRelation(target.kind, target.id).then((record) => ({ record, financial: undefined }))
      : getRelationWithFinancial(target.kind, target.id),
    getRelationContacts(target.kind, target.id),
  ]);
  return { ...withFinancial, contacts };
}

/** The contact person whose fields a change set stages: the one named, else the primary one. */
export function stagedContact(now: TargetNow, contactId?: string): ContactItem | undefined {
  return contactId
    ? now.contacts.find((contact) => contact.id === contactId)
    : now.contacts.find((contact) => contact.primary);
}

/** Each staged field's value on the target now (null when it has none). */
export function currentValues(
  kind: StagedTarget['kind'],
  now: TargetNow,
  contactId: string | undefined,
): Record<string, unknown> {
  const items: Record<string, object | undefined> = {
    record: now.record,
    financial: now.financial,
    contact: stagedContact(now, contactId),
  };
  return Object.fromEntries(
    Object.keys(stagedCatalogues[kind]).map((field) => {
      const { group, name } = stagedGroupOf(field);
      const item = items[group] as Record<string, unknown> | undefined;
      return [field, item?.[name] ?? null];
    }),
  );
}

/** A phone number as its digits ("06-1234 5678" and "0612345678" are one number). */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D+/g, '');
}

/** Every phone number on the record and its contact people, as entered, each number once. */
export function phonesOnFile(now: TargetNow): string[] {
  const numbers = [now.record.phone, ...now.contacts.flatMap((contact) => [contact.phone, contact.mobile])];
  const seen = new Set<string>();
  return numbers.filter((phone): phone is string => {
    if (!phone || seen.has(phoneDigits(phone))) return false;
    seen.add(phoneDigits(phone));
    return true;
  });
}

/** What `createChangeSet` records of the target when the link is sent. */
export interface SentSnapshot {
  values: Record<string, unknown>;
  phonesOnFile: string[];
  /** The primary contact person then, if any: contact fields are theirs. */
  contactId: string | undefined;
}

/**
 * The target as it is now, for the fields asked: read when the link is sent. Contact fields are the
 * primary contact person's, or those of `contactId` when the link goes to a person of its own
 * (onboarding, decision 052).
 */
export async function snapshotSent(
  target: StagedTarget,
  fields: readonly string[],
  contactId?: string,
): Promise<SentSnapshot> {
  const now = await readTarget(target);
  const contact = stagedContact(now, contactId)?.id;
  const values = currentValues(target.kind, now, contact);
  return {
    values: Object.fromEntries(fields.map((field) => [field, values[field] ?? null])),
    phonesOnFile: phonesOnFile(now),
    contactId: contact,
  };
}
