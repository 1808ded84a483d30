import {
  todoLinkKinds,
  todoStatuses,
  type TodoLinkKind,
  type TodoStatusFilter,
} from '@crm/core/todos/schema';

/** A linked record as the list filters and the form hold it. */
export type TodoLinkRef = { kind: TodoLinkKind; id: string };

/** The todos list view: what the URL query holds, so reloading or sharing the link shows the same view. */
export type TodoFilters = {
  /** null for everyone, `me` for the signed-in user, otherwise a user id. */
  assignee: string | null;
  status: TodoStatusFilter;
  link: TodoLinkRef | null;
  /** Deadline range (YYYY-MM-DD, both ends included). */
  from: string | null;
  to: string | null;
};

export const defaultTodoFilters: TodoFilters = {
  assignee: null,
  status: 'open',
  link: null,
  from: null,
  to: null,
};

/** The assignee filter's word for the signed-in user, as the API takes it. */
export const ASSIGNEE_ME = 'me';

/** The API refuses longer ids. */
const MAX_ID_LENGTH = 40;

export const RANGE_ERROR = 'De einddatum ligt voor de begindatum.';

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

/** A real calendar day written as YYYY-MM-DD (no 31 February). */
export function isCalendarDate(value: string | null | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function id(params: URLSearchParams, name: string): string | null {
  const value = (params.get(name) ?? '').trim();
  return value && value.length <= MAX_ID_LENGTH ? value : null;
}

/** Reads the view from a URL query; anything it does not understand falls back to the default. */
export function parseTodoFilters(params: URLSearchParams): TodoFilters {
  const status = params.get('status');
  const linkKind = params.get('linkKind');
  const linkId = id(params, 'linkId');
  const from = params.get('from');
  const to = params.get('to');
  return {
    assignee: id(params, 'assignee'),
    status: isOneOf(todoStatuses, status) ? status : defaultTodoFilters.status,
    // A kind without a record (or the other way round) filters nothing.
    link: isOneOf(todoLinkKinds, linkKind) && linkId ? { kind: linkKind, id: linkId } : null,
    from: isCalendarDate(from) ? from : null,
    to: isCalendarDate(to) ? to : null,
  };
}

/** The URL query for a view, without `?`; defaults are left out so the plain list stays `/todos`. */
export function serialiseTodoFilters(filters: TodoFilters): string {
  const params = new URLSearchParams();
  if (filters.assignee) params.set('assignee', filters.assignee);
  if (filters.status !== defaultTodoFilters.status) params.set('status', filters.status);
  if (filters.link) {
    params.set('linkKind', filters.link.kind);
    params.set('linkId', filters.link.id);
  }
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  return params.toString();
}

/** The query of `GET /api/todos` for a view, without cursor and limit. */
export function toTodosQuery(filters: TodoFilters): Record<string, string | undefined> {
  return {
    status: filters.status,
    assignee: filters.assignee ?? undefined,
    linkKind: filters.link?.kind,
    linkId: filters.link?.id,
    from: filters.from ?? undefined,
    to: filters.to ?? undefined,
  };
}

/** The API's own message for a range that ends before it starts; null when the range is fine. */
export function rangeError(filters: Pick<TodoFilters, 'from' | 'to'>): string | null {
  return filters.from && filters.to && filters.from > filters.to ? RANGE_ERROR : null;
}

export function hasActiveFilters(filters: TodoFilters): boolean {
  return serialiseTodoFilters(filters) !== '';
}
