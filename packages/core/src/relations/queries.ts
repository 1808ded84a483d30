import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { batchGet, BATCH_GET_SIZE } from '../db/batch.ts';
import { dynamo, tableName } from '../db/client.ts';
import { counterValue } from '../db/counter.ts';
import { keys, type RelationKind } from '../db/keys.ts';
import { queryPage, type Filter } from '../db/page.ts';
import { relationConfigs } from './config.ts';
import type { RelationItem } from './item.ts';
import { normaliseForSearch, searchBucket, searchPlan } from './search-tokens.ts';

/** Reads of relations: list pages, records by id, search and the duplicate warning. */
export const relationSorts = ['name', 'createdAt'] as const;
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

export interface RelationPage {
  items: RelationItem[];
  cursor: string | null;
  /** From counters when the view is served by a key; null when filters are combined. */
  total: number | null;
}

/**
 * One page of a list from the index that serves it: the key serves sorting by name with one
 * status or facet filter, or sorting by creation time; any other filter is applied to at most twice
 * the page size of items per request.
 */
export async function listRelations(kind: RelationKind, query: RelationListQuery): Promise<RelationPage> {
  const config = relationConfigs[kind];
  const facet =
    query.facet === undefined
      ? undefined
      : kind === 'supplier'
        ? normaliseForSearch(query.facet)
        : query.facet;
  const filters: Record<string, string> = {};
  for (const [field, value] of Object.entries(query.where ?? {})) if (value) filters[field] = value;

  let index: 'gsi1' | 'gsi2' | 'gsi3' | 'gsi4';
  let partition: string;
  const prefix = keys.relation(kind, 'x').pk.split('#')[0] ?? '';
  if (query.sort === 'createdAt') {
    index = 'gsi4';
    partition = prefix;
    if (query.status) filters.status = query.status;
    if (facet)
      filters[kind === 'supplier' ? 'gsi3pk' : 'ownerId'] =
        kind === 'supplier' ? `${prefix}#facet#${facet}` : facet;
  } else if (query.status) {
    index = 'gsi2';
    partition = `${prefix}#status#${query.status}`;
    if (facet) filters.gsi3pk = `${prefix}#facet#${facet}`;
  } else if (facet) {
    index = 'gsi3';
    partition = `${prefix}#facet#${facet}`;
  } else {
    index = 'gsi1';
    partition = prefix;
  }

  const entries = Object.entries(filters);
  const filter: Filter | undefined = entries.length
    ? {
        expression: entries.map((_, i) => `#f${i} = :f${i}`).join(' AND '),
        names: Object.fromEntries(entries.map(([field], i) => [`#f${i}`, field])),
        values: Object.fromEntries(entries.map(([, value], i) => [`:f${i}`, value])),
      }
    : undefined;

  // The total comes from a counter, read beside the page's Query (not after it).
  const counter = filter
    ? undefined
    : index === 'gsi2'
      ? `count#${kind}#status#${query.status}`
      : index === 'gsi3'
        ? `count#${kind}#facet#${facet}`
        : `count#${kind}`;
  const [page, total] = await Promise.all([
    queryPage({
      index,
      partition,
      limit: query.limit,
      cursor: query.cursor,
      descending: query.order === 'desc',
      schema: config.schema,
      filter,
    }),
    counter ? counterValue(counter) : Promise.resolve(null),
  ]);
  return { items: page.items, cursor: page.cursor, total };
}

/** Reads records by id in one BatchGetItem (at most 100). */
export async function getRelations(kind: RelationKind, ids: string[]): Promise<RelationItem[]> {
  if (ids.length === 0) return [];
  const items = await batchGet(ids.slice(0, BATCH_GET_SIZE).map((id) => keys.relation(kind, id)));
  const byId = new Map(
    items.map((item) => {
      const parsed = relationConfigs[kind].schema.parse(item);
      return [parsed.id, parsed] as const;
    }),
  );
  return ids.map((id) => byId.get(id)).filter((item): item is RelationItem => item !== undefined);
}

/** What global search finds: the relation kinds and contact people (contracts will join). */
export type SearchKind = RelationKind | 'contact';

export interface SearchHit {
  kind: SearchKind;
  id: string;
  label: string;
  detail: string;
}

/**
 * Bounded token lookup: one Query on the token partition of the word to look up (`partition` maps
 * its bucket to the partition key), at most `limit` items, one per record (the first token found).
 */
export async function searchTokenItems(
  partition: (bucket: string) => string,
  lookup: string,
  limit: number,
): Promise<Record<string, unknown>[]> {
  const output = await dynamo.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :token)',
      ExpressionAttributeValues: { ':pk': partition(searchBucket(lookup)), ':token': lookup },
      Limit: limit,
    }),
  );
  const byId = new Map<string, Record<string, unknown>>();
  for (const item of output.Items ?? []) if (!byId.has(String(item.id))) byId.set(String(item.id), item);
  return [...byId.values()];
}

/**
 * Bounded search: one Query on the token partition of the most selective word typed (at most
 * `limit` token items); the caller checks the other words.
 */
export async function searchRelationIds(kind: RelationKind, text: string, limit = 50): Promise<SearchHit[]> {
  const plan = searchPlan(text);
  if (!plan) return [];
  const items = await searchTokenItems(
    (bucket) => keys.searchToken(kind, bucket, '', '').pk,
    plan.lookup,
    limit,
  );
  return items.map((item) => ({
    kind,
    id: String(item.id),
    label: String(item.label),
    detail: String(item.detail ?? ''),
  }));
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

/** Search results as records, with all typed words present; sorted by name. */
export async function searchRelations(kind: RelationKind, text: string, limit = 50): Promise<RelationItem[]> {
  const plan = searchPlan(text);
  if (!plan) return [];
  const hits = await searchRelationIds(kind, text, limit);
  const records = await getRelations(
    kind,
    hits.map((hit) => hit.id),
  );
  return records
    .filter((record) =>
      plan.others.every((word) => record.searchTokens.some((token) => token.startsWith(word))),
    )
    .sort((a, b) => a.nameKey.localeCompare(b.nameKey, 'nl'));
}

export interface DuplicateHit {
  kind: RelationKind;
  id: string;
  field: 'kvk' | 'vat' | 'email';
  label: string;
  number?: string;
}

/** Other leads, customers or suppliers with the same KvK-nummer, BTW-nummer or e-mail address. */
export async function findDuplicates(
  values: { kvk?: string | undefined; vat?: string | undefined; email?: string | undefined },
  exclude?: string,
): Promise<DuplicateHit[]> {
  const lookups = Object.entries(values).filter((entry): entry is [string, string] => Boolean(entry[1]));
  const results = await Promise.all(
    lookups.map(([field, value]) =>
      dynamo.send(
        new QueryCommand({
          TableName: tableName(),
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': keys.identity(field, value, 'lead', '').pk },
          Limit: 20,
        }),
      ),
    ),
  );
  return results
    .flatMap((output) => output.Items ?? [])
    .filter((item) => item.id !== exclude)
    .map((item) => ({
      kind: item.kind as RelationKind,
      id: String(item.id),
      field: item.field as DuplicateHit['field'],
      label: String(item.label),
      ...(item.number ? { number: String(item.number) } : {}),
    }));
}
