import { tableName } from '../db/client.ts';
import { keys, type RelationKind } from '../db/keys.ts';
import type { TransactItem } from '../db/transaction.ts';
import { searchBucket, tokensOf } from '../search/tokens.ts';
import { contactName } from './schema.ts';

/**
 * Contact people are found by global search through token items of their own, in partitions
 * `SEARCH#CONTACT#<first two characters>`, written in the same transaction as the contact person.
 * A token item names the parent (kind and id) so a search can check the parent's view permission
 * without reading the contact person; the parent's name is read when searching, so renaming a
 * company never has to rewrite its contact people's tokens.
 */
export const MAX_CONTACT_TOKENS = 12;

export interface SearchableContact {
  id: string;
  parentKind: RelationKind;
  parentId: string;
  firstName: string;
  infix?: string | undefined;
  lastName: string;
  email?: string | undefined;
  phone?: string | undefined;
  mobile?: string | undefined;
}

/** A phone number as its digits, so "06-12345678" and "06 1234 5678" both give 0612345678. */
function digits(phone: string | undefined): string | undefined {
  return phone?.replace(/\D+/g, '') || undefined;
}

/** Words of the name, the whole name without spaces, the e-mail address and phone numbers. */
export function contactSearchTokens(contact: SearchableContact): string[] {
  return tokensOf({
    identifiers: [contact.email, digits(contact.phone), digits(contact.mobile)],
    name: contactName(contact),
    words: [],
    max: MAX_CONTACT_TOKENS,
  });
}

/** The token items of a contact person (bulk seeding writes them as they are). */
export function contactTokenItems(contact: SearchableContact): Record<string, unknown>[] {
  return contactSearchTokens(contact).map((token) => ({
    ...keys.contactSearchToken(searchBucket(token), token, contact.id),
    type: 'search',
    kind: 'contact',
    id: contact.id,
    label: contactName(contact),
    parentKind: contact.parentKind,
    parentId: contact.parentId,
  }));
}

const searchedFields = [
  'parentKind',
  'parentId',
  'firstName',
  'infix',
  'lastName',
  'email',
  'phone',
  'mobile',
] as const;

/**
 * Transaction items that move a contact person's tokens from `before` to `after` (either may be
 * absent). When anything searched changed, every current token is written again (at most 12), so
 * the label and parent on each token item are always those of the contact person as saved.
 */
export function contactTokenChanges(
  before: SearchableContact | undefined,
  after: SearchableContact | undefined,
): TransactItem[] {
  if (before && after && searchedFields.every((field) => before[field] === after[field])) return [];
  const table = tableName();
  const newItems = after ? contactTokenItems(after) : [];
  const kept = new Set(newItems.map((item) => String(item.sk)));
  const deletes = (before ? contactTokenItems(before) : [])
    .filter((item) => !kept.has(String(item.sk)))
    .map((item): TransactItem => ({ Delete: { TableName: table, Key: { pk: item.pk, sk: item.sk } } }));
  const puts = newItems.map((item): TransactItem => ({ Put: { TableName: table, Item: item } }));
  return [...deletes, ...puts];
}
