import { describe, expect, it } from 'vitest';
import {
  defaultTodoFilters,
  hasActiveFilters,
  isCalendarDate,
  parseTodoFilters,
  rangeError,
  serialiseTodoFilters,
  toTodosQuery,
  type TodoFilters,
} from './todo-filters';

const parse = (query: string) => parseTodoFilters(new URLSearchParams(query));

describe('todo list filters in the URL', () => {
  it('reads the plain list as open todos of everyone', () => {
    expect(parse('')).toEqual(defaultTodoFilters);
    expect(defaultTodoFilters).toMatchObject({ assignee: null, status: 'open', link: null });
  });

  it('reads every filter', () => {
    expect(
      parse('assignee=me&status=done&linkKind=customer&linkId=01ABC&from=2026-11-01&to=2026-11-30'),
    ).toEqual({
      assignee: 'me',
      status: 'done',
      link: { kind: 'customer', id: '01ABC' },
      from: '2026-11-01',
      to: '2026-11-30',
    });
  });

  it('falls back to the default for what it does not understand', () => {
    expect(
      parse(
        `assignee=${'x'.repeat(41)}&status=klaar&linkKind=offerte&linkId=1&from=31-12-2026&to=2026-02-30`,
      ),
    ).toEqual(defaultTodoFilters);
    // A kind without a record, or a record without a kind, filters nothing.
    expect(parse('linkKind=lead').link).toBeNull();
    expect(parse('linkId=01ABC').link).toBeNull();
    expect(parse('assignee=%20%20').assignee).toBeNull();
  });

  it('writes a view without its defaults, so the plain list stays /todos', () => {
    expect(serialiseTodoFilters(defaultTodoFilters)).toBe('');
    expect(serialiseTodoFilters({ ...defaultTodoFilters, status: 'all', assignee: 'me' })).toBe(
      'assignee=me&status=all',
    );
    const every: TodoFilters = {
      assignee: '01USER',
      status: 'done',
      link: { kind: 'supplier', id: '01SUP' },
      from: '2026-01-01',
      to: '2026-12-31',
    };
    expect(serialiseTodoFilters(every)).toBe(
      'assignee=01USER&status=done&linkKind=supplier&linkId=01SUP&from=2026-01-01&to=2026-12-31',
    );
    // Reading what was written gives the same view back.
    expect(parse(serialiseTodoFilters(every))).toEqual(every);
  });

  it('asks the API for exactly the view', () => {
    expect(toTodosQuery(defaultTodoFilters)).toEqual({
      status: 'open',
      assignee: undefined,
      linkKind: undefined,
      linkId: undefined,
      from: undefined,
      to: undefined,
    });
    expect(
      toTodosQuery({
        ...defaultTodoFilters,
        assignee: 'me',
        link: { kind: 'lead', id: '01L' },
        to: '2026-05-01',
      }),
    ).toMatchObject({ assignee: 'me', linkKind: 'lead', linkId: '01L', to: '2026-05-01' });
  });

  it('says when a deadline range ends before it starts, with the API message', () => {
    expect(rangeError({ from: '2026-05-02', to: '2026-05-01' })).toBe(
      'De einddatum ligt voor de begindatum.',
    );
    expect(rangeError({ from: '2026-05-01', to: '2026-05-01' })).toBeNull();
    expect(rangeError({ from: '2026-05-01', to: null })).toBeNull();
  });

  it('knows whether anything is filtered', () => {
    expect(hasActiveFilters(defaultTodoFilters)).toBe(false);
    expect(hasActiveFilters({ ...defaultTodoFilters, status: 'all' })).toBe(true);
  });

  it('accepts only real calendar days', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2026-1-01')).toBe(false);
    expect(isCalendarDate(null)).toBe(false);
  });
});
