import { batchGet, batchGetAll, BATCH_GET_SIZE } from '../db/batch.ts';
import { counterValue } from '../db/counter.ts';
import { contractFacets, keys, type ContractFacet, partitions } from '../db/keys.ts';
import { counterNames } from '../db/counter-names.ts';
import { listPartitions } from '../db/index-keys.ts';
import { decodeCursor, encodeCursor } from '../db/cursor.ts';
import { projectionOf, queryAll, queryPage, type Filter, type Page, type PageQuery } from '../db/page.ts';
import { searchTokenItems, type SearchHit } from '../search/token-items.ts';
import { coversTerms, searchPlan } from '../search/tokens.ts';
import { addDays } from '../nl/date.ts';
import {
  contractItemSchema,
  contractListItemObject,
  contractListItemSchema,
  type ContractListItem,
} from './item.ts';
import { isContractSortItemField, type ContractListQuery, type ContractSortItemField } from './list-query.ts';
import { contractSortItemKey, contractSortItemSchema } from './sort-items.ts';

/** Reads of contracts: list pages, a record's contracts, the dashboard's block and search. */
export interface ContractListPage extends Page<ContractListItem> {
  /** From counters when the view is served by a key alone; null when filters are combined. */
  total: number | null;
}

const facetFields: Record<ContractFacet, keyof ContractListQuery & keyof ContractListItem> = {
  customer: 'customerId',
  supplier: 'supplierId',
  type: 'typeId',
  owner: 'ownerId',
};

/** A sort key range of `<date>#<id>` keys for dates from `from` to `to` (either open). */
function dateRange(from: string | undefined, to: string | undefined): readonly [string, string] | undefined {
  if (!from && !to) return undefined;
  // ULIDs are digits and capitals: '~' sorts after every id of the last day.
  return [from ?? '0000', `${to ?? '9999-12-31'}#~`];
}

function filterOf(
  conditions: Record<string, string | undefined>,
  range?: readonly [string, string],
): Filter | undefined {
  const filter: Filter = { expression: '', names: {}, values: {} };
  const parts: string[] = [];
  Object.entries(conditions).forEach(([field, value], index) => {
    if (value === undefined) return;
    filter.names[`#c${index}`] = field;
    filter.values[`:c${index}`] = value;
    parts.push(`#c${index} = :c${index}`);
  });
  if (range) {
    filter.names['#noticeBy'] = 'noticeBy';
    filter.values[':from'] = range[0];
    filter.values[':to'] = range[1].slice(0, 10);
    parts.push('#noticeBy BETWEEN :from AND :to');
  }
  filter.expression = parts.join(' AND ');
  return parts.length ? filter : undefined;
}

/**
 * One page of the list from the index that serves it. Sorted by Opzeggen vóór (the usual order), a
 * customer's, supplier's, owner's or type's contracts are their facet's list copies, one status's its
 * gsi2 partition, everything gsi1; the date range is part of the key. By number or title, gsi3 or
 * gsi4. Any further condition is a bounded filter (at most twice the page size read per request).
 */
export async function listContracts(query: Omit<ContractListQuery, 'search'>): Promise<ContractListPage> {
  if (isContractSortItemField(query.sort)) return listBySortItems(query.sort, query);
  const facet = contractFacets.find((name) => query[facetFields[name]]);
  const range = dateRange(query.noticeFrom, query.noticeTo);
  const others = Object.fromEntries(
    contractFacets
      .filter((name) => name !== facet)
      .map((name) => [facetFields[name], query[facetFields[name]]]),
  );
  let read: Pick<PageQuery<ContractListItem>, 'index' | 'partition' | 'sortBetween'>;
  let filter: Filter | undefined;
  let counter: string | undefined;
  if (query.sort === 'noticeBy' && facet) {
    const value = query[facetFields[facet]] ?? '';
    read = { partition: partitions.contractFacet(facet, value), sortBetween: range };
    filter = filterOf({ status: query.status, ...others });
    counter = counterNames.contractsByFacet(facet, value);
  } else if (query.sort === 'noticeBy' && query.status) {
    read = { index: 'gsi2', partition: listPartitions.contractsByStatus(query.status), sortBetween: range };
    filter = filterOf(others);
    counter = counterNames.contractsByStatus(query.status);
  } else if (query.sort === 'noticeBy') {
    read = { index: 'gsi1', partition: listPartitions.contracts, sortBetween: range };
    filter = filterOf(others);
    counter = counterNames.contracts;
  } else {
    const index = query.sort === 'number' ? 'gsi3' : 'gsi4';
    const partition =
      query.sort === 'number' ? listPartitions.contractsByNumber : listPartitions.contractsByTitle;
    read = { index, partition };
    filter = filterOf(
      {
        status: query.status,
        ...Object.fromEntries(contractFacets.map((name) => [facetFields[name], query[facetFields[name]]])),
      },
      range,
    );
    counter = counterNames.contracts;
  }
  const keyed = !filter && !range;
  const [page, total] = await Promise.all([
    queryPage({
      ...read,
      limit: query.limit,
      cursor: query.cursor,
      descending: query.order === 'desc',
      schema: contractListItemSchema,
      filter,
    }),
    keyed && counter ? counterValue(counter) : Promise.resolve(null),
  ]);
  return { ...page, total };
}

/**
 * A page sorted by a column with sort items (decision 054). A view of one customer, supplier, type
 * or owner with at most `SMALL_FACET` contracts is sorted from that facet's list copies. Otherwise:
 * one Query of the column's sort items, either direction, with every filter of the view as a
 * bounded filter on their copies (at most twice the page size read), then the page's contracts in
 * one BatchGetItem (an export's page of 1,000: ten side by side), read without their notes. The total is a counter's when the view has
 * no filter or a single status or facet filter, else unknown. A sort item whose contract no longer
 * sorts there (a write racing the backfill) is left out: the contract's own item is elsewhere.
 */
async function listBySortItems(
  field: ContractSortItemField,
  query: Omit<ContractListQuery, 'search'>,
): Promise<ContractListPage> {
  const facet = contractFacets.find((name) => query[facetFields[name]]);
  if (facet) {
    const value = query[facetFields[facet]] ?? '';
    const count = await counterValue(counterNames.contractsByFacet(facet, value));
    if (count <= SMALL_FACET) return sortSmallFacet(field, facet, value, query);
  }
  const equal: Record<string, string | undefined> = {
    status: query.status,
    ...Object.fromEntries(contractFacets.map((name) => [facetFields[name], query[facetFields[name]]])),
  };
  const filter = filterOf(equal, dateRange(query.noticeFrom, query.noticeTo));
  const [page, total] = await Promise.all([
    queryPage({
      partition: partitions.contractSort(field),
      limit: query.limit,
      cursor: query.cursor,
      descending: query.order === 'desc',
      schema: contractSortItemSchema,
      attributes: ['id'],
      filter,
    }),
    filter ? soleFilterTotal(equal, query) : counterValue(counterNames.contracts),
  ]);
  const found = await batchGetAll(
    page.items.map((item) => keys.contract(item.id)),
    listProjection,
  );
  const byId = new Map(
    found.map((item) => contractListItemSchema.parse(item)).map((item) => [item.id, item] as const),
  );
  const items = page.items.flatMap((item) => {
    const contract = byId.get(item.id);
    return contract && contractSortItemKey(field, contract).sk === item.sk ? [contract] : [];
  });
  return { items, cursor: page.cursor, total };
}

/**
 * A customer's, supplier's, type's or owner's contracts up to this many are sorted from their list
 * copies (one Query of at most about 200 kB) instead of a bounded filter over every contract's
 * sort items, which would answer a few rows per page.
 */
export const SMALL_FACET = 200;

/**
 * A page of a small facet's contracts in a sort items' order (decision 054): its list copies read
 * whole (one Query; the Opzeggen vóór range in the key), the other filters applied to them, ordered
 * by the sort items' own keys, and the page after the cursor's key. Every filter is applied to
 * every row, so the total is exact.
 */
async function sortSmallFacet(
  field: ContractSortItemField,
  facet: ContractFacet,
  value: string,
  query: Omit<ContractListQuery, 'search'>,
): Promise<ContractListPage> {
  const partition = partitions.contractFacet(facet, value);
  const rows = await queryAll({
    partition,
    sortBetween: dateRange(query.noticeFrom, query.noticeTo),
    schema: contractListItemSchema,
  });
  const sign = query.order === 'desc' ? -1 : 1;
  const sorted = rows
    .filter(
      (row) =>
        (!query.status || row.status === query.status) &&
        contractFacets.every(
          (name) => !query[facetFields[name]] || row[facetFields[name]] === query[facetFields[name]],
        ),
    )
    .map((row) => ({ row, key: contractSortItemKey(field, row).sk }))
    .sort((a, b) => sign * (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const scope = `sorted:${partition}:${field}:${query.order}`;
  const after = decodeCursor(query.cursor, scope)?.sk;
  const rest =
    after === undefined
      ? sorted
      : sorted.filter(({ key }) => sign * (key < after ? -1 : key > after ? 1 : 0) > 0);
  const page = rest.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(({ row }) => row),
    cursor: rest.length > page.length && last ? encodeCursor({ pk: partition, sk: last.key }, scope) : null,
    total: sorted.length,
  };
}

/** A list row's attributes: the record without its notes and search words. */
const listProjection = projectionOf(Object.keys(contractListItemObject.shape));

/** The total of a view filtered by one status or one facet alone, from its counter; else unknown. */
async function soleFilterTotal(
  equal: Record<string, string | undefined>,
  query: Omit<ContractListQuery, 'search'>,
): Promise<number | null> {
  const used = Object.entries(equal).filter((entry): entry is [string, string] => entry[1] !== undefined);
  if (used.length !== 1 || query.noticeFrom || query.noticeTo) return null;
  const [[name, value]] = used as [[string, string]];
  const facet = contractFacets.find((candidate) => facetFields[candidate] === name);
  return counterValue(
    facet ? counterNames.contractsByFacet(facet, value) : counterNames.contractsByStatus(value),
  );
}

/** The contracts a list's search finds (number, title words), at most `limit`, filtered like the list. */
export async function searchContracts(query: ContractListQuery): Promise<ContractListPage> {
  const plan = searchPlan(query.search ?? '');
  if (!plan) return { items: [], cursor: null, total: 0 };
  const matches = await searchTokenItems(contractTokenPartition, plan.lookups, 50);
  const found = await batchGet(
    matches.slice(0, BATCH_GET_SIZE).map((match) => keys.contract(String(match.item.id))),
  );
  const items = found
    .map((item) => contractItemSchema.parse(item))
    .filter((item) => plan.terms.every((term) => item.searchTokens.some((token) => token.startsWith(term))))
    .filter(
      (item) =>
        (!query.status || item.status === query.status) &&
        contractFacets.every(
          (name) => !query[facetFields[name]] || item[facetFields[name]] === query[facetFields[name]],
        ) &&
        (!query.noticeFrom || item.noticeBy >= query.noticeFrom) &&
        (!query.noticeTo || item.noticeBy <= query.noticeTo),
    )
    .sort((a, b) => compare(a, b, query.sort));
  if (query.order === 'desc') items.reverse();
  return {
    items: items.slice(0, query.limit).map((item) => contractListItemSchema.parse(item)),
    cursor: null,
    total: items.length,
  };
}

/** The list's order among a search's matches: the sort items' order where the column has them. */
function compare(a: ContractListItem, b: ContractListItem, sort: ContractListQuery['sort']): number {
  if (isContractSortItemField(sort)) {
    const [first, second] = [contractSortItemKey(sort, a).sk, contractSortItemKey(sort, b).sk];
    return first < second ? -1 : first > second ? 1 : 0;
  }
  if (sort === 'number') return a.number.localeCompare(b.number);
  if (sort === 'title') return a.title.localeCompare(b.title, 'nl');
  return a.noticeBy.localeCompare(b.noticeBy) || a.id.localeCompare(b.id);
}

const contractTokenPartition = (bucket: string) => partitions.contractSearchTokens(bucket);

/** Global search (Ctrl+K): contracts by number and title words, from bounded token lookups. */
export async function searchContractHits(text: string, limit: number): Promise<SearchHit[]> {
  const plan = searchPlan(text);
  if (!plan) return [];
  const matches = await searchTokenItems(contractTokenPartition, plan.lookups, limit);
  return matches.flatMap(({ item, matched }) => {
    const hit = {
      kind: 'contract' as const,
      id: String(item.id),
      label: String(item.label),
      detail: String(item.detail ?? ''),
    };
    return coversTerms(`${hit.label} ${hit.detail}`, plan.terms, matched) ? [hit] : [];
  });
}

/** How far ahead the dashboard looks for Opzeggen vóór dates. */
export const UPCOMING_DAYS = 90;

/**
 * "Op te zeggen binnen 90 dagen": active contracts whose Opzeggen vóór falls from today through 90
 * days ahead, soonest first: one Query of the active status's partition, by its key's date range.
 */
export async function upcomingNotices(today: string, limit = 10): Promise<ContractListItem[]> {
  const page = await queryPage({
    index: 'gsi2',
    partition: listPartitions.contractsByStatus('actief'),
    sortBetween: [today, `${addDays(today, UPCOMING_DAYS)}#~`],
    limit,
    schema: contractListItemSchema,
  });
  return page.items;
}
