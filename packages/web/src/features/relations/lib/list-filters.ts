import { leadSources } from '@crm/core/leads/schema';
import { exactSyncStates } from '@crm/core/relations/exact-state';
import { relationKindInfo, type RelationKind } from './relation-kinds';

export type RelationSortField = 'name' | 'createdAt' | 'status' | 'followUpDate' | 'expectedValue';

/** The columns each kind's list sorts by (the API serves each from an index, decision 020). */
export const sortFields: Record<RelationKind, readonly RelationSortField[]> = {
  lead: ['name', 'createdAt', 'status', 'followUpDate', 'expectedValue'],
  customer: ['name', 'createdAt', 'status'],
  supplier: ['name', 'createdAt', 'status'],
};
export type SortOrder = 'asc' | 'desc';

/**
 * A list view of leads, customers or suppliers: what the URL query holds, so reloading or sharing
 * the link shows the same view. Filters a kind does not have stay null.
 */
export type RelationFilters = {
  /** '' for no search. */
  search: string;
  status: string | null;
  /** Eigenaar (leads) or accountmanager (customers): a user id. */
  owner: string | null;
  /** Bron, leads only. */
  source: string | null;
  /** Categorie, suppliers only. */
  category: string | null;
  /** ISO code. */
  country: string | null;
  /** Exact-status, customers and suppliers only: the shown sync state (decision 045). */
  exactState: string | null;
  sort: RelationSortField;
  order: SortOrder;
};

export type FilterField = 'status' | 'owner' | 'source' | 'category' | 'country' | 'exactState';

/** The filters that go to the URL and the API as they are. */
const queryFields = ['status', 'owner', 'source', 'category', 'country', 'exactState'] as const;

/** The filters each kind offers, in the order of the filter bar. */
export const filterFields: Record<RelationKind, readonly FilterField[]> = {
  lead: ['status', 'owner', 'source', 'country'],
  customer: ['status', 'owner', 'country', 'exactState'],
  supplier: ['status', 'category', 'country', 'exactState'],
};

export const defaultFilters: RelationFilters = {
  search: '',
  status: null,
  owner: null,
  source: null,
  category: null,
  country: null,
  exactState: null,
  sort: 'name',
  order: 'asc',
};

/** The API refuses longer searches and categories. */
export const MAX_SEARCH_LENGTH = 100;
const MAX_CATEGORY_LENGTH = 80;
/** The API searches from two characters; a shorter search lists everything. */
export const MIN_SEARCH_LENGTH = 2;

/**
 * Each sort starts the way people want it first: names A to Z, newest first, statuses in the
 * pipeline's order, the soonest Opvolgdatum first, the largest Verwachte waarde first.
 */
const firstOrder: Record<RelationSortField, SortOrder> = {
  name: 'asc',
  createdAt: 'desc',
  status: 'asc',
  followUpDate: 'asc',
  expectedValue: 'desc',
};

const has = (fields: readonly FilterField[], field: FilterField) => fields.includes(field);

function text(params: URLSearchParams, name: string, max: number): string {
  return (params.get(name) ?? '').trim().slice(0, max);
}

/** Reads the view from a URL query; anything it does not understand falls back to the default. */
export function parseRelationFilters(kind: RelationKind, params: URLSearchParams): RelationFilters {
  const fields = filterFields[kind];
  const status = params.get('status');
  const source = params.get('source');
  const owner = text(params, 'owner', 40);
  const category = text(params, 'category', MAX_CATEGORY_LENGTH);
  const country = (params.get('country') ?? '').toUpperCase();
  const exactState = params.get('exactState');
  const sort = sortFields[kind].find((field) => field === params.get('sort')) ?? 'name';
  const order = params.get('order');
  return {
    search: text(params, 'search', MAX_SEARCH_LENGTH),
    status:
      has(fields, 'status') && status && relationKindInfo[kind].statuses.includes(status) ? status : null,
    owner: has(fields, 'owner') && owner ? owner : null,
    source:
      has(fields, 'source') && source && (leadSources as readonly string[]).includes(source) ? source : null,
    category: has(fields, 'category') && category ? category : null,
    country: has(fields, 'country') && /^[A-Z]{2}$/.test(country) ? country : null,
    exactState:
      has(fields, 'exactState') && exactState && (exactSyncStates as readonly string[]).includes(exactState)
        ? exactState
        : null,
    sort,
    order: order === 'asc' || order === 'desc' ? order : firstOrder[sort],
  };
}

/** The URL query for a view, without `?`; defaults are left out so the plain list stays `/leads`. */
export function serialiseRelationFilters(filters: RelationFilters): string {
  const params = new URLSearchParams();
  const search = filters.search.trim();
  if (search) params.set('search', search);
  for (const field of queryFields) {
    const value = filters[field];
    if (value) params.set(field, value);
  }
  if (filters.sort !== defaultFilters.sort) params.set('sort', filters.sort);
  if (filters.order !== firstOrder[filters.sort]) params.set('order', filters.order);
  return params.toString();
}

/** Whether the search is long enough for the API to search (shorter ones list everything). */
export function isSearching(filters: RelationFilters): boolean {
  return filters.search.trim().length >= MIN_SEARCH_LENGTH;
}

/** The query of `GET /api/{kind}` for a view, without the cursor. */
export function toRelationsQuery(
  filters: RelationFilters,
  pageSize: number,
): Record<string, string | number> {
  const query: Record<string, string | number> = { sort: filters.sort, order: filters.order };
  // A search answers its best 50 matches at once, without paging.
  query.limit = isSearching(filters) ? 50 : pageSize;
  if (isSearching(filters)) query.search = filters.search.trim();
  for (const field of queryFields) {
    const value = filters[field];
    if (value) query[field] = value;
  }
  return query;
}

/** Clicking a column header: the same column flips its order, another column starts its own way. */
export function toggleSort(filters: RelationFilters, field: RelationSortField): RelationFilters {
  if (filters.sort === field) return { ...filters, order: filters.order === 'asc' ? 'desc' : 'asc' };
  return { ...filters, sort: field, order: firstOrder[field] };
}

export function hasActiveFilters(filters: RelationFilters): boolean {
  return filters.search.trim() !== '' || queryFields.some((field) => Boolean(filters[field]));
}

/** The view without its filters, keeping the sort. */
export function clearFilters(filters: RelationFilters): RelationFilters {
  return { ...defaultFilters, sort: filters.sort, order: filters.order };
}
