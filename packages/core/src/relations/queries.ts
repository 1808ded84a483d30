import { batchGet, batchGetAll, BATCH_GET_SIZE } from '../db/batch.ts';
import { counterValue } from '../db/counter.ts';
import { keys, type RelationKind, partitions } from '../db/keys.ts';
import { counterNames, leadValueSumCounter } from '../db/counter-names.ts';
import { listPartitions } from '../db/index-keys.ts';
import { ValidationError } from '../errors.ts';
import { projectionOf, queryPage, rawItems, type Filter, type ItemReader } from '../db/page.ts';
import { relationConfigs } from './config.ts';
import type { RelationItem } from './item.ts';
import { normaliseForSearch } from '../search/tokens.ts';
import { isSortItemField, sortItemSchema, type SortItemField } from './sort-items.ts';
import { EXACT_STATE_COPY } from './exact-pending.ts';

/**
 * Filters on attributes only the record carries, not its sort items' copies, and the value a
 * record without the attribute has: a customer never synced is "niet gekoppeld" (decision 045).
 */
const recordOnlyFilters: Readonly<Record<string, string>> = { [EXACT_STATE_COPY]: 'niet gekoppeld' };

/** Whether a record passes the equality filters (an absent attribute as `recordOnlyFilters` says). */
export function matchesFilters(
  record: Readonly<Record<string, unknown>>,
  filters: Record<string, string | undefined>,
) {
  return Object.entries(filters).every(
    ([field, value]) => !value || (record[field] ?? recordOnlyFilters[field]) === value,
  );
}

/** Reads of relations: list pages and records by id (search and the duplicate warning: search.ts). */
export const relationSorts = ['name', 'createdAt', 'status', 'followUpDate', 'expectedValue'] as const;
export type RelationSort = (typeof relationSorts)[number];

export interface RelationListQuery {
  status?: string | undefined;
  /** Owner (leads, customers) or category (suppliers). */
  facet?: string | undefined;
  /** Other equality filters, served by a bounded filter: source, country. */
  where?: Record<string, string | undefined>;
  sort: RelationSort;
  order: 'asc' | 'desc';
  limit: number;
  cursor?: string | null | undefined;
}

export interface RelationPage<T = RelationItem> {
  items: T[];
  cursor: string | null;
  /** From counters when the view is served by a key; null when filters are combined. */
  total: number | null;
  /** Leads of one status without other filters: their summed Verwachte waarde, from its counter. */
  valueTotal?: number;
}

/**
 * How a list reads its records: whole and parsed (the screens), or only the attributes an export
 * writes, read by a lighter reader (a parse of every stored item is most of an export's own work).
 */
export interface RelationRead<T> {
  schema: ItemReader<T>;
  /** Only these attributes; `id` must be among them. */
  attributes?: readonly string[];
}

/**
 * One page of a list from the index that serves it: the key serves sorting by name with one
 * status or facet filter, or sorting by creation time; any other filter is applied to at most twice
 * the page size of items per request.
 */
export async function listRelations(kind: RelationKind, query: RelationListQuery): Promise<RelationPage> {
  return readRelationList(kind, query, { schema: relationConfigs[kind].schema });
}

/** `listRelations` with the records read as `read` says. */
export async function readRelationList<T>(
  kind: RelationKind,
  query: RelationListQuery,
  read: RelationRead<T>,
): Promise<RelationPage<T>> {
  const facet =
    query.facet === undefined
      ? undefined
      : kind === 'supplier'
        ? normaliseForSearch(query.facet)
        : query.facet;
  const filters: Record<string, string> = {};
  for (const [field, value] of Object.entries(query.where ?? {})) if (value) filters[field] = value;

  if (query.sort !== 'name' && query.sort !== 'createdAt') {
    if (!isSortItemField(kind, query.sort))
      throw new ValidationError({ sort: ['Op deze kolom kan deze lijst niet sorteren.'] });
    return listBySortItems(kind, query.sort, query, { ...filters, status: query.status, facet }, read);
  }

  let index: 'gsi1' | 'gsi2' | 'gsi3' | 'gsi4';
  let partition: string;
  if (query.sort === 'createdAt') {
    index = 'gsi4';
    partition = listPartitions.relations(kind);
    if (query.status) filters.status = query.status;
    if (facet)
      filters[kind === 'supplier' ? 'gsi3pk' : 'ownerId'] =
        kind === 'supplier' ? listPartitions.relationsByFacet(kind, facet) : facet;
  } else if (facet) {
    // One owner's (or category's) records are far fewer than one status's: the facet's partition
    // is read and the status filtered, so a page rarely comes back empty.
    index = 'gsi3';
    partition = listPartitions.relationsByFacet(kind, facet);
    if (query.status) filters.status = query.status;
  } else if (query.status) {
    index = 'gsi2';
    partition = listPartitions.relationsByStatus(kind, query.status);
  } else {
    index = 'gsi1';
    partition = listPartitions.relations(kind);
  }

  const filter = equalityFilter(filters);

  // The total comes from a counter, read beside the page's Query (not after it).
  const counter = filter
    ? undefined
    : index === 'gsi2'
      ? counterNames.relationsByStatus(kind, query.status ?? '')
      : index === 'gsi3'
        ? counterNames.relationsByFacet(kind, facet ?? '')
        : counterNames.relations(kind);
  // A board column (one lead status, nothing else) shows its € total, read beside the page.
  const valueCounter =
    kind === 'lead' && index === 'gsi2' && !filter ? leadValueSumCounter(query.status ?? '') : undefined;
  const [page, total, valueCents] = await Promise.all([
    queryPage({
      index,
      partition,
      limit: query.limit,
      cursor: query.cursor,
      descending: query.order === 'desc',
      schema: read.schema,
      attributes: read.attributes,
      filter,
    }),
    counter ? counterValue(counter) : Promise.resolve(null),
    valueCounter ? counterValue(valueCounter) : Promise.resolve(null),
  ]);
  return {
    items: page.items,
    cursor: page.cursor,
    total,
    ...(valueCents === null ? {} : { valueTotal: Math.max(0, valueCents) / 100 }),
  };
}

function equalityFilter(filters: Record<string, string | undefined>): Filter | undefined {
  const entries = Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1]));
  const condition = ([field, value]: [string, string], i: number) =>
    recordOnlyFilters[field] === value
      ? `(attribute_not_exists(#f${i}) OR #f${i} = :f${i})`
      : `#f${i} = :f${i}`;
  return entries.length
    ? {
        expression: entries.map(condition).join(' AND '),
        names: Object.fromEntries(entries.map(([field], i) => [`#f${i}`, field])),
        values: Object.fromEntries(entries.map(([, value], i) => [`:f${i}`, value])),
      }
    : undefined;
}

/**
 * A page sorted by a column with sort items (decision 020): one Query of the column's sort items
 * (filters applied to at most twice the page size), then the page's records in BatchGetItems of
 * 100 (one for a screen's page).
 */
async function listBySortItems<T>(
  kind: RelationKind,
  field: SortItemField,
  query: RelationListQuery,
  filters: Record<string, string | undefined>,
  read: RelationRead<T>,
): Promise<RelationPage<T>> {
  // The sort items carry copies of the list's filter attributes, not of the record-only ones:
  // those filter the page's records once read (a short page, as any filtered page may be).
  const recordFilters = Object.fromEntries(
    Object.entries(filters).filter(([field, value]) => value && field in recordOnlyFilters),
  );
  const itemFilters = Object.fromEntries(
    Object.entries(filters).filter(([field]) => !(field in recordOnlyFilters)),
  );
  const filter = equalityFilter(itemFilters);
  const onlyStatus =
    Object.keys(recordFilters).length === 0 &&
    Object.entries(itemFilters).every(([name, value]) => !value || name === 'status');
  const counter = !filter
    ? counterNames.relations(kind)
    : onlyStatus
      ? counterNames.relationsByStatus(kind, query.status ?? '')
      : undefined;
  const [page, total] = await Promise.all([
    queryPage({
      partition: partitions.relationSort(kind, field),
      limit: query.limit,
      cursor: query.cursor,
      descending: query.order === 'desc',
      schema: sortItemSchema,
      filter,
    }),
    counter ? counterValue(counter) : Promise.resolve(null),
  ]);
  const fields = Object.keys(recordFilters);
  if (fields.length === 0) {
    return {
      items: await readRelations(
        kind,
        page.items.map((item) => item.id),
        read,
      ),
      cursor: page.cursor,
      total,
    };
  }
  const records = await readRelations(
    kind,
    page.items.map((item) => item.id),
    {
      schema: rawItems,
      ...(read.attributes ? { attributes: [...read.attributes, ...fields] } : {}),
    },
  );
  const items = records
    .filter((record) => matchesFilters(record, recordFilters))
    .map((record) => read.schema.parse(record));
  return { items, cursor: page.cursor, total };
}

/** Reads records by id in one BatchGetItem (at most 100). */
export async function getRelations(kind: RelationKind, ids: string[]): Promise<RelationItem[]> {
  return readRelations(kind, ids.slice(0, BATCH_GET_SIZE), { schema: relationConfigs[kind].schema });
}

/**
 * Reads records by id, in the order of `ids`, in BatchGetItems of 100 made side by side (an
 * export's page of 1,000 is ten); missing ones are left out.
 */
async function readRelations<T>(kind: RelationKind, ids: string[], read: RelationRead<T>): Promise<T[]> {
  const items = await batchGetAll(
    ids.map((id) => keys.relation(kind, id)),
    read.attributes && projectionOf(['id', ...read.attributes]),
  );
  const byId = new Map(items.map((item) => [String(item.id), read.schema.parse(item)] as const));
  return ids.map((id) => byId.get(id)).filter((item): item is T => item !== undefined);
}

/** The names of records, by `<kind>#<id>`, in one BatchGetItem (at most 100); missing ones are left out. */
export async function getRelationNames(
  refs: { kind: RelationKind; id: string }[],
): Promise<Map<string, string>> {
  const unique = [...new Map(refs.map((ref) => [`${ref.kind}#${ref.id}`, ref])).values()].slice(0, 100);
  if (unique.length === 0) return new Map();
  const items = await batchGet(
    unique.map((ref) => keys.relation(ref.kind, ref.id)),
    { projection: '#type, id, companyName', names: { '#type': 'type' } },
  );
  return new Map(items.map((item) => [`${item.type}#${item.id}`, String(item.companyName)]));
}
