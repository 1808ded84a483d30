import { counterChange } from '../db/counter.ts';
import { tableName } from '../db/client.ts';
import { counterNames as counters, keys, type Key, type RelationKind } from '../db/keys.ts';
import type { TransactItem } from '../db/transaction.ts';
import { relationConfigs } from './config.ts';
import type { RelationItem } from './item.ts';
import { searchBucket } from './search-tokens.ts';

/**
 * The items kept beside a relation in the same transaction: search tokens, identity items for the
 * duplicate warning, and list counters. Writes put what is new and delete what is gone.
 */
type Indexed = Pick<
  RelationItem,
  'id' | 'companyName' | 'city' | 'kvkNumber' | 'vatNumber' | 'email' | 'status' | 'searchTokens'
> & {
  number?: string;
  ownerId?: string | undefined;
  category?: string | undefined;
};

function tokenItems(kind: RelationKind, record: Indexed) {
  return record.searchTokens.map((token) => ({
    ...keys.searchToken(kind, searchBucket(token), token, record.id),
    type: 'search',
    kind,
    id: record.id,
    label: record.companyName,
    // The detail line of a global search hit: "K000123 · Utrecht".
    detail: [record.number, record.city].filter(Boolean).join(' · '),
  }));
}

function identityItems(kind: RelationKind, record: Indexed) {
  const values = { kvk: record.kvkNumber, vat: record.vatNumber, email: record.email };
  return Object.entries(values)
    .filter((entry): entry is [string, string] => Boolean(entry[1]))
    .map(([field, value]) => ({
      ...keys.identity(field, value, kind, record.id),
      type: 'identity',
      kind,
      id: record.id,
      field,
      label: record.companyName,
      number: record.number,
    }));
}

export function counterNames(kind: RelationKind, record: Indexed): string[] {
  const facet = relationConfigs[kind].facetOf(record);
  return [
    counters.relations(kind),
    counters.relationsByStatus(kind, record.status),
    counters.relationsByFacet(kind, facet),
  ];
}

const keyOf = (item: Key) => `${item.pk}|${item.sk}`;

/** Transaction items that move the side items from `before` to `after` (either may be absent). */
export function sideItemChanges(
  kind: RelationKind,
  before: Indexed | undefined,
  after: Indexed | undefined,
): TransactItem[] {
  const table = tableName();
  const oldItems = before ? [...tokenItems(kind, before), ...identityItems(kind, before)] : [];
  const newItems = after ? [...tokenItems(kind, after), ...identityItems(kind, after)] : [];
  const oldKeys = new Set(oldItems.map(keyOf));
  const newByKey = new Map(newItems.map((item) => [keyOf(item), item]));
  const labelChanged =
    before?.companyName !== after?.companyName ||
    before?.number !== after?.number ||
    before?.city !== after?.city;

  const deletes = oldItems
    .filter((item) => !newByKey.has(keyOf(item)))
    .map((item): TransactItem => ({ Delete: { TableName: table, Key: { pk: item.pk, sk: item.sk } } }));
  const puts = newItems
    .filter((item) => labelChanged || !oldKeys.has(keyOf(item)))
    .map((item): TransactItem => ({ Put: { TableName: table, Item: item } }));

  const oldCounters = before ? counterNames(kind, before) : [];
  const newCounters = after ? counterNames(kind, after) : [];
  const counters = [
    ...oldCounters.filter((name) => !newCounters.includes(name)).map((name) => counterChange(name, -1)),
    ...newCounters.filter((name) => !oldCounters.includes(name)).map((name) => counterChange(name, 1)),
  ];
  return [...deletes, ...puts, ...counters];
}

/** The side items of a record as plain items (bulk seeding writes them without a transaction). */
export function sideItems(kind: RelationKind, record: Indexed): Record<string, unknown>[] {
  return [...tokenItems(kind, record), ...identityItems(kind, record)];
}
