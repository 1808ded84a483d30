import { counterChange } from '../db/counter.ts';
import { tableName } from '../db/client.ts';
import { keys, type Key, type RelationKind } from '../db/keys.ts';
import { counterNames as counters } from '../db/counter-names.ts';
import type { TransactItem } from '../db/transaction.ts';
import { relationConfigs } from './config.ts';
import type { RelationItem } from './item.ts';
import { searchBucket } from '../search/tokens.ts';
import { sortItems, valueSums, type Sortable } from './sort-items.ts';

/**
 * The items kept beside a relation in the same transaction: search tokens, identity items for the
 * duplicate warning, sort items (decision 020), list counters and the leads' value sums. Writes put
 * what is new and delete what is gone.
 */
type Indexed = Pick<
  RelationItem,
  'id' | 'companyName' | 'city' | 'kvkNumber' | 'vatNumber' | 'email' | 'status' | 'searchTokens'
> &
  Sortable & {
    number?: string;
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

/** Changes of the summed counters: the old record's amounts leave, the new one's arrive. */
function sumChanges(kind: RelationKind, before: Indexed | undefined, after: Indexed | undefined) {
  const deltas = new Map<string, number>();
  for (const [name, cents] of before ? valueSums(kind, before) : [])
    deltas.set(name, (deltas.get(name) ?? 0) - cents);
  for (const [name, cents] of after ? valueSums(kind, after) : [])
    deltas.set(name, (deltas.get(name) ?? 0) + cents);
  return [...deltas].filter(([, delta]) => delta !== 0).map(([name, delta]) => counterChange(name, delta));
}

/** Sort items whose key or copied filter attributes changed: the old key goes, the new item is put. */
function sortItemChanges(kind: RelationKind, before: Indexed | undefined, after: Indexed | undefined) {
  const table = tableName();
  const oldItems = new Map((before ? sortItems(kind, before) : []).map((item) => [keyOf(item), item]));
  const newItems = new Map((after ? sortItems(kind, after) : []).map((item) => [keyOf(item), item]));
  const deletes = [...oldItems]
    .filter(([key]) => !newItems.has(key))
    .map(([, item]): TransactItem => ({ Delete: { TableName: table, Key: { pk: item.pk, sk: item.sk } } }));
  const puts = [...newItems]
    .filter(([key, item]) => JSON.stringify(oldItems.get(key)) !== JSON.stringify(item))
    .map(([, item]): TransactItem => ({ Put: { TableName: table, Item: item } }));
  return [...deletes, ...puts];
}

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
  return [
    ...deletes,
    ...puts,
    ...sortItemChanges(kind, before, after),
    ...counters,
    ...sumChanges(kind, before, after),
  ];
}

/** The side items of a record as plain items (bulk seeding writes them without a transaction). */
export function sideItems(kind: RelationKind, record: Indexed): Record<string, unknown>[] {
  return [...tokenItems(kind, record), ...identityItems(kind, record), ...sortItems(kind, record)];
}
