import { contractSorts, type ContractSort } from '@crm/core/contracts/list-query';
import { contractStatuses, type ContractStatus } from '@crm/core/contracts/schema';

export type SortOrder = 'asc' | 'desc';

/**
 * The contracts list view: what the URL query holds, under the API's own names
 * (`contractListQuerySchema`), so a link reproduces the view and the export takes it as it is.
 */
export type ContractFilters = {
  /** '' for no search. */
  search: string;
  status: ContractStatus | null;
  typeId: string | null;
  customerId: string | null;
  supplierId: string | null;
  ownerId: string | null;
  /** "Uiterlijk opzeggen" from and to (`YYYY-MM-DD`), both inclusive. */
  noticeFrom: string | null;
  noticeTo: string | null;
  sort: ContractSort;
  order: SortOrder;
};

export const defaultContractFilters: ContractFilters = {
  search: '',
  status: null,
  typeId: null,
  customerId: null,
  supplierId: null,
  ownerId: null,
  noticeFrom: null,
  noticeTo: null,
  sort: 'noticeBy',
  order: 'asc',
};

/** Rows per "Meer laden". */
export const CONTRACT_PAGE_SIZE = 25;
/** The API refuses longer searches; it searches from two characters. */
export const MAX_SEARCH_LENGTH = 100;
const MIN_SEARCH_LENGTH = 2;

const idFields = ['typeId', 'customerId', 'supplierId', 'ownerId'] as const;
const dateFields = ['noticeFrom', 'noticeTo'] as const;

/**
 * How a column sorts at its first click: the soonest date first, names, numbers and titles from the
 * start, statuses in their order of moves, the largest Waarde first (decision 054: the empty ones
 * come last each way round).
 */
const firstOrder: Record<ContractSort, SortOrder> = {
  noticeBy: 'asc',
  number: 'asc',
  title: 'asc',
  customerName: 'asc',
  supplierName: 'asc',
  typeName: 'asc',
  status: 'asc',
  periodEnd: 'asc',
  value: 'desc',
  ownerName: 'asc',
};

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

/** Reads the view from a URL query; anything it does not understand falls back to the default. */
export function parseContractFilters(params: URLSearchParams): ContractFilters {
  const status = params.get('status');
  const sort = params.get('sort');
  const order = params.get('order');
  const filters: ContractFilters = {
    ...defaultContractFilters,
    search: (params.get('search') ?? '').trim().slice(0, MAX_SEARCH_LENGTH),
    status: isOneOf(contractStatuses, status) ? status : null,
    sort: isOneOf(contractSorts, sort) ? sort : defaultContractFilters.sort,
  };
  for (const field of idFields) {
    const value = (params.get(field) ?? '').trim();
    filters[field] = value && value.length <= 40 ? value : null;
  }
  for (const field of dateFields) {
    const value = params.get(field) ?? '';
    filters[field] = /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
  }
  filters.order = order === 'asc' || order === 'desc' ? order : firstOrder[filters.sort];
  // A range that ends before it starts (a hand-made link) would be refused: its end is dropped.
  if (isInverted(filters.noticeFrom, filters.noticeTo)) filters.noticeTo = null;
  return filters;
}

/** Whether "Uiterlijk opzeggen" from–to ends before it starts. */
export function isInverted(from: string | null, to: string | null): boolean {
  return Boolean(from && to && to < from);
}

/** The URL query for a view, without `?`; defaults are left out so the plain list stays `/contracts`. */
export function serialiseContractFilters(filters: ContractFilters): string {
  const params = new URLSearchParams();
  const search = filters.search.trim();
  if (search) params.set('search', search);
  for (const field of ['status', ...idFields, ...dateFields] as const) {
    const value = filters[field];
    if (value) params.set(field, value);
  }
  if (filters.sort !== defaultContractFilters.sort) params.set('sort', filters.sort);
  if (filters.order !== firstOrder[filters.sort]) params.set('order', filters.order);
  return params.toString();
}

export function isSearching(filters: ContractFilters): boolean {
  return filters.search.trim().length >= MIN_SEARCH_LENGTH;
}

/** The query of `GET /api/contracts` for a view, without the cursor (the export sends it too). */
export function toContractsQuery(filters: ContractFilters): Record<string, string | number> {
  // A search answers its best 50 matches at once, without paging.
  const query: Record<string, string | number> = {
    sort: filters.sort,
    order: filters.order,
    limit: isSearching(filters) ? 50 : CONTRACT_PAGE_SIZE,
  };
  if (isSearching(filters)) query.search = filters.search.trim();
  for (const field of ['status', ...idFields, ...dateFields] as const) {
    const value = filters[field];
    if (value) query[field] = value;
  }
  return query;
}

/** Clicking a column header: the same column flips its order, another column starts its own way. */
export function toggleContractSort(filters: ContractFilters, field: ContractSort): ContractFilters {
  if (filters.sort === field) return { ...filters, order: filters.order === 'asc' ? 'desc' : 'asc' };
  return { ...filters, sort: field, order: firstOrder[field] };
}

export function hasActiveContractFilters(filters: ContractFilters): boolean {
  return (
    filters.search.trim() !== '' ||
    [filters.status, ...idFields.map((field) => filters[field]), ...dateFields.map((f) => filters[f])].some(
      Boolean,
    )
  );
}

/** The view without its filters, keeping the sort. */
export function clearContractFilters(filters: ContractFilters): ContractFilters {
  return { ...defaultContractFilters, sort: filters.sort, order: filters.order };
}
