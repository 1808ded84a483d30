import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../db/client.ts';
import { counterValue } from '../db/counter.ts';
import { counterNames } from '../db/counter-names.ts';
import { listPartitions, todoStateKey, type TodoScope } from '../db/index-keys.ts';
import { queryPage, type Filter, type Page, type PageQuery } from '../db/page.ts';
import { BadRequestError } from '../errors.ts';
import { todoItemSchema, type TodoItem } from './item.ts';
import { type TodoLinkKind, type TodoStatusFilter } from './schema.ts';
import { dutchToday } from '../nl/date.ts';

/** Reads of todos: list pages (open before done, then by deadline) and the menu's summary. */
export interface TodoListQuery {
  status: TodoStatusFilter;
  assigneeId?: string | undefined;
  link?: { kind: TodoLinkKind; id: string } | undefined;
  /** Deadline range (YYYY-MM-DD, inclusive); a range leaves out todos without a deadline. */
  from?: string | undefined;
  to?: string | undefined;
  limit: number;
  cursor?: string | null | undefined;
}

export interface TodoPage {
  items: TodoItem[];
  cursor: string | null;
  /** From counters when the view is served by a key alone; null otherwise. */
  total: number | null;
}

/** The latest deadline a range may end on: todos without one sort after it. */
const LAST_DEADLINE = '9999-12-30';

export async function listTodos(query: TodoListQuery): Promise<TodoPage> {
  let index: PageQuery<TodoItem>['index'];
  let scope: TodoScope;
  const conditions: string[] = [];
  const filter: Filter = { expression: '', names: {}, values: {} };
  if (query.link) {
    index = 'gsi3';
    scope = { link: query.link };
    if (query.assigneeId) {
      conditions.push('#assignee = :assignee');
      filter.names['#assignee'] = 'assigneeId';
      filter.values[':assignee'] = query.assigneeId;
    }
  } else if (query.assigneeId) {
    index = 'gsi2';
    scope = { assigneeId: query.assigneeId };
  } else {
    index = 'gsi1';
    scope = {};
  }
  const partition = listPartitions.todos(scope);

  const ranged = query.from !== undefined || query.to !== undefined;
  const from = query.from ?? '0000-00-00';
  const to = query.to ?? LAST_DEADLINE;
  filter.expression = conditions.join(' AND ');
  const pageOf = (
    range: Pick<PageQuery<TodoItem>, 'sortPrefix' | 'sortBetween'>,
    limit: number,
    cursor: string | null | undefined,
  ) =>
    queryPage({
      index,
      partition,
      ...range,
      limit,
      cursor,
      schema: todoItemSchema,
      ...(conditions.length ? { filter } : {}),
    });
  const stateRange = (state: 'open' | 'done') => {
    const key = todoStateKey(state);
    return ranged ? { sortBetween: [`${key}#${from}`, `${key}#${to}~`] as const } : { sortPrefix: `${key}#` };
  };

  const counted = conditions.length === 0 && !ranged;
  const states = query.status === 'all' ? (['open', 'done'] as const) : [query.status];
  const readPage = (): Promise<Page<TodoItem>> => {
    if (query.status !== 'all') return pageOf(stateRange(query.status), query.limit, query.cursor);
    if (!ranged) return pageOf({}, query.limit, query.cursor);
    return pageAcrossStates((state, limit, cursor) => pageOf(stateRange(state), limit, cursor), query);
  };
  const [page, total] = await Promise.all([
    readPage(),
    counted
      ? Promise.all(states.map((state) => counterValue(counterNames.todos(scope, state)))).then((values) =>
          values.reduce((sum, value) => sum + value, 0),
        )
      : Promise.resolve(null),
  ]);
  return { items: page.items, cursor: page.cursor, total };
}

/** Which state's range a cursor of a range over both states continues in. */
const PHASE = { open: 'o.', done: 'd.' } as const;

/**
 * A deadline range over open and done todos: the open todos in the range, then the done ones, each
 * read from its own key range, so the reads stay bounded by the page however many open todos lie
 * outside the range. The cursor says which range it continues in; the inner cursor is signed for
 * that range, so a changed prefix is refused.
 */
async function pageAcrossStates(
  pageOf: (state: 'open' | 'done', limit: number, cursor: string | null) => Promise<Page<TodoItem>>,
  query: Pick<TodoListQuery, 'limit' | 'cursor'>,
): Promise<Page<TodoItem>> {
  const cursor = query.cursor ?? null;
  const phase = cursor === null || cursor.startsWith(PHASE.open) ? 'open' : 'done';
  if (cursor !== null && !cursor.startsWith(PHASE[phase])) {
    throw new BadRequestError('De paginering is ongeldig. Laad de lijst opnieuw.');
  }
  const inner = cursor === null ? null : cursor.slice(PHASE[phase].length) || null;
  let items: TodoItem[] = [];
  if (phase === 'open') {
    const open = await pageOf('open', query.limit, inner);
    if (open.cursor) return { items: open.items, cursor: PHASE.open + open.cursor };
    if (open.items.length >= query.limit) return { items: open.items, cursor: PHASE.done };
    items = open.items;
  }
  const done = await pageOf('done', query.limit - items.length, phase === 'done' ? inner : null);
  return { items: [...items, ...done.items], cursor: done.cursor ? PHASE.done + done.cursor : null };
}

/** The most overdue todos counted for the menu; more shows as "99+". */
const OVERDUE_COUNT_LIMIT = 100;

/** My open todos (a counter) and how many of them are overdue (one bounded count Query). */
export async function todoSummary(userId: string): Promise<{ open: number; overdue: number }> {
  const partition = listPartitions.todos({ assigneeId: userId });
  const [open, overdue] = await Promise.all([
    counterValue(counterNames.todos({ assigneeId: userId }, 'open')),
    dynamo.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk BETWEEN :from AND :to',
        ExpressionAttributeValues: {
          ':pk': partition,
          ':from': `${todoStateKey('open')}#`,
          ':to': `${todoStateKey('open')}#${dutchToday()}`,
        },
        Select: 'COUNT',
        Limit: OVERDUE_COUNT_LIMIT,
      }),
    ),
  ]);
  return { open, overdue: overdue.Count ?? 0 };
}
