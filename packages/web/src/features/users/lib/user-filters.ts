import { roles, type Role } from '@crm/core/auth/permissions';
import { userSortFields } from '@crm/core/users/schemas';

export type UserSortField = (typeof userSortFields)[number];
export type SortOrder = 'asc' | 'desc';

/** The users list view: what the URL query holds, so a link reproduces it. */
export type UserFilters = {
  /** '' for no search. */
  search: string;
  role: Role | null;
  active: boolean | null;
  sort: UserSortField;
  order: SortOrder;
};

export const defaultUserFilters: UserFilters = {
  search: '',
  role: null,
  active: null,
  sort: 'name',
  order: 'asc',
};

/** The API refuses longer searches. */
export const MAX_SEARCH_LENGTH = 100;

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

/** Reads the view from a URL query; anything it does not understand falls back to the default. */
export function parseUserFilters(params: URLSearchParams): UserFilters {
  const role = params.get('role');
  const active = params.get('active');
  const sort = params.get('sort');
  const order = params.get('order');
  return {
    search: (params.get('search') ?? '').trim().slice(0, MAX_SEARCH_LENGTH),
    role: isOneOf(roles, role) ? role : null,
    active: active === 'true' ? true : active === 'false' ? false : null,
    sort: isOneOf(userSortFields, sort) ? sort : defaultUserFilters.sort,
    order: order === 'asc' || order === 'desc' ? order : defaultUserFilters.order,
  };
}

/** The URL query for a view, without `?`; defaults are left out so the plain list stays `/users`. */
export function serialiseUserFilters(filters: UserFilters): string {
  const params = new URLSearchParams();
  const search = filters.search.trim();
  if (search) params.set('search', search);
  if (filters.role) params.set('role', filters.role);
  if (filters.active !== null) params.set('active', String(filters.active));
  if (filters.sort !== defaultUserFilters.sort || filters.order !== defaultUserFilters.order) {
    params.set('sort', filters.sort);
    params.set('order', filters.order);
  }
  return params.toString();
}

/** The query of `GET /api/users` for a view. */
export function toUsersQuery(filters: UserFilters): Record<string, string | undefined> {
  return {
    search: filters.search.trim() || undefined,
    role: filters.role ?? undefined,
    active: filters.active === null ? undefined : String(filters.active),
    sort: filters.sort,
    order: filters.order,
  };
}

/** Clicking a column header: the same column flips its order, another column starts ascending. */
export function toggleSort(filters: UserFilters, field: UserSortField): UserFilters {
  if (filters.sort === field) return { ...filters, order: filters.order === 'asc' ? 'desc' : 'asc' };
  return { ...filters, sort: field, order: 'asc' };
}

export function hasActiveFilters(filters: UserFilters): boolean {
  return filters.search.trim() !== '' || filters.role !== null || filters.active !== null;
}
