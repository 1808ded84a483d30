import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { dynamo, tableName } from '../db/client.ts';
import { counterChange } from '../db/counter.ts';
import { keys } from '../db/keys.ts';
import { counterNames } from '../db/counter-names.ts';
import { indexKeys } from '../db/index-keys.ts';
import { type Actor } from '../db/actor.ts';
import { type Guard, type TransactItem } from '../db/transaction.ts';
import { createRecord, deleteRecord, updateRecord } from '../db/write.ts';
import { ConflictError, NotFoundError, ValidationError } from '../errors.ts';
import { checkOwner } from '../users/owners.ts';
import { ownerExists, readOwner, recordKinds } from '../records/kinds.ts';
import { todoItemSchema, type TodoItem } from './item.ts';
import { listTodos } from './queries.ts';
import type { TodoInput, TodoLinkKind } from './schema.ts';

/** Create, change, tick off and delete todos; list keys and counters move in the same transaction. */
export async function getTodo(id: string): Promise<TodoItem> {
  // Consistent: a change is written from what is read here (version check, tick off).
  const output = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.todo(id), ConsistentRead: true }),
  );
  if (!output.Item) throw new NotFoundError('Deze todo bestaat niet (meer).');
  return todoItemSchema.parse(output.Item);
}

type Counted = Pick<TodoItem, 'done' | 'assigneeId' | 'linkKind' | 'linkId'>;

/** The counters a todo counts in: all todos, its assignee's and its linked record's, per state. */
export function todoCounterNames(todo: Counted): string[] {
  const state = todo.done ? 'done' : 'open';
  return [
    counterNames.todos({}, state),
    counterNames.todos({ assigneeId: todo.assigneeId }, state),
    ...(todo.linkKind && todo.linkId
      ? [counterNames.todos({ link: { kind: todo.linkKind, id: todo.linkId } }, state)]
      : []),
  ];
}

function counterChanges(before: Counted | undefined, after: Counted | undefined): TransactItem[] {
  const old = before ? todoCounterNames(before) : [];
  const next = after ? todoCounterNames(after) : [];
  return [
    ...old.filter((name) => !next.includes(name)).map((name) => counterChange(name, -1)),
    ...next.filter((name) => !old.includes(name)).map((name) => counterChange(name, 1)),
  ];
}

interface Link {
  linkKind?: TodoLinkKind | undefined;
  linkId?: string | undefined;
  linkLabel?: string | undefined;
}

/** Resolves a link to a record; a record that does not exist is a field error, not a 404. */
async function resolveLink(link: TodoInput['link']): Promise<{ fields: Link; guards: Guard[] }> {
  if (!link) return { fields: { linkKind: undefined, linkId: undefined, linkLabel: undefined }, guards: [] };
  try {
    const record = await readOwner(link);
    return {
      fields: { linkKind: link.kind, linkId: link.id, linkLabel: recordKinds[link.kind].label(record) },
      guards: [ownerExists(link)],
    };
  } catch (error) {
    if (error instanceof NotFoundError)
      throw new ValidationError({ link: ['Het gekoppelde record bestaat niet (meer).'] });
    throw error;
  }
}

function doneFields(done: boolean, current: TodoItem | undefined, actor: Actor) {
  if (!done) return { done, doneAt: undefined, doneBy: undefined };
  if (current?.done) return { done, doneAt: current.doneAt, doneBy: current.doneBy };
  return { done, doneAt: new Date().toISOString(), doneBy: actor.id };
}

/** What the system adds to a todo it makes: its origin, and items for the same transaction (a ledger item). */
export interface SystemTodo {
  origin: string;
  extra: TransactItem[];
}

export async function createTodo(input: TodoInput, actor: Actor, system?: SystemTodo): Promise<TodoItem> {
  await checkOwner(input.assigneeId, 'assigneeId');
  const link = await resolveLink(input.link);
  const id = ulid();
  const fields = {
    type: 'todo' as const,
    title: input.title,
    description: input.description,
    deadline: input.deadline,
    assigneeId: input.assigneeId,
    priority: input.priority,
    ...doneFields(input.done, undefined, actor),
    ...link.fields,
    ...(system ? { origin: system.origin } : {}),
  };
  const created = await createRecord({
    key: keys.todo(id),
    id,
    data: { ...fields, ...indexKeys.todoLists({ ...fields, id }) },
    actor,
    guards: link.guards,
    extra: [...counterChanges(undefined, fields), ...(system?.extra ?? [])],
  });
  return todoItemSchema.parse(created);
}

async function saveTodo(
  current: TodoItem,
  version: number,
  fields: Partial<TodoItem>,
  actor: Actor,
  guards: Guard[] = [],
  extra: TransactItem[] = [],
): Promise<TodoItem> {
  const next = { ...current, ...fields };
  const lists = indexKeys.todoLists(next);
  const updated = await updateRecord<TodoItem>({
    current,
    expectedVersion: version,
    changes: {
      ...fields,
      ...lists,
      // Unlinking removes the todo from its record's list.
      ...(lists.gsi3pk ? {} : { gsi3pk: undefined, gsi3sk: undefined }),
    } as Partial<TodoItem>,
    actor,
    guards,
    extra: [...counterChanges(current, next), ...extra],
  });
  return todoItemSchema.parse(updated);
}

export async function updateTodo(
  id: string,
  input: TodoInput,
  version: number,
  actor: Actor,
): Promise<TodoItem> {
  const current = await getTodo(id);
  if (input.assigneeId !== current.assigneeId) await checkOwner(input.assigneeId, 'assigneeId');
  const sameLink = input.link?.kind === current.linkKind && input.link?.id === current.linkId;
  const link = sameLink
    ? {
        fields: { linkKind: current.linkKind, linkId: current.linkId, linkLabel: current.linkLabel },
        guards: [],
      }
    : await resolveLink(input.link);
  return saveTodo(
    current,
    version,
    {
      title: input.title,
      description: input.description,
      deadline: input.deadline,
      assigneeId: input.assigneeId,
      priority: input.priority,
      ...doneFields(input.done, current, actor),
      ...link.fields,
    },
    actor,
    link.guards,
  );
}

/**
 * Ticks a todo off or opens it again, conditional on the version the client saw like every other
 * write: a tick that lost a race to another change is a 409, and the client shows what is current.
 * Asking for the state it already has at the version it has changes nothing.
 */
export async function setTodoDone(
  id: string,
  done: boolean,
  version: number,
  actor: Actor,
): Promise<TodoItem> {
  const current = await getTodo(id);
  if (current.version === version && current.done === done) return current;
  return saveTodo(current, version, doneFields(done, current, actor), actor);
}

export async function deleteTodo(id: string, version: number, actor: Actor): Promise<TodoItem> {
  const current = await getTodo(id);
  await deleteRecord({ current, expectedVersion: version, actor, extra: counterChanges(current, undefined) });
  return current;
}

/**
 * Closes the open todos the system made for a record (`origin`), e.g. the decision todo of a
 * contract once it is given notice or ended. A todo changed meanwhile is left: someone is on it.
 */
export async function closeSystemTodos(
  link: { kind: TodoLinkKind; id: string },
  origin: string,
  actor: Actor,
  until?: string,
): Promise<number> {
  let closed = 0;
  for (const todo of await systemTodos(link, origin, 'open')) {
    if (until !== undefined && todo.deadline !== undefined && todo.deadline > until) continue;
    try {
      await setTodoDone(todo.id, true, todo.version, actor);
      closed++;
    } catch (error) {
      if (!(error instanceof ConflictError || error instanceof NotFoundError)) throw error;
    }
  }
  return closed;
}

/** The todos the system made for a record (`origin`), open, done or all. */
export async function systemTodos(
  link: { kind: TodoLinkKind; id: string },
  origin: string,
  status: 'open' | 'done' | 'all',
): Promise<TodoItem[]> {
  const found: TodoItem[] = [];
  let cursor: string | null = null;
  do {
    const page = await listTodos({ status, link, limit: 100, cursor });
    found.push(...page.items.filter((item) => item.origin === origin));
    cursor = page.cursor;
  } while (cursor);
  return found;
}

/**
 * Changes what a system todo says (its title, description, deadline, and whether it is done), with
 * its history, and writes `extra` (a ledger item) in the same transaction. Conditional on the
 * version read, like every write.
 */
export async function reviseSystemTodo(
  todo: TodoItem,
  fields: Partial<Pick<TodoItem, 'title' | 'description' | 'deadline'>> & { done?: boolean },
  actor: Actor,
  extra: TransactItem[] = [],
): Promise<TodoItem> {
  const { done, ...text } = fields;
  return saveTodo(
    todo,
    todo.version,
    { ...text, ...(done === undefined ? {} : doneFields(done, todo, actor)) },
    actor,
    [],
    extra,
  );
}

/**
 * Moves every todo linked to one record onto another (a lead converted to a customer), each in a
 * transaction of its own with its counters. A todo changed meanwhile is read again once.
 */
export async function relinkTodos(
  from: { kind: TodoLinkKind; id: string },
  to: { kind: TodoLinkKind; id: string; label: string },
  actor: Actor,
): Promise<number> {
  let moved = 0;
  let cursor: string | null = null;
  do {
    const page = await listTodos({ status: 'all', link: from, limit: 100, cursor });
    for (const listed of page.items) {
      for (let attempt = 1; ; attempt++) {
        const todo = await getTodo(listed.id);
        if (todo.linkKind !== from.kind || todo.linkId !== from.id) break;
        try {
          await saveTodo(
            todo,
            todo.version,
            { linkKind: to.kind, linkId: to.id, linkLabel: to.label },
            actor,
          );
          moved++;
          break;
        } catch (error) {
          if (!(error instanceof ConflictError) || attempt === 2) throw error;
        }
      }
    }
    cursor = page.cursor;
  } while (cursor);
  return moved;
}
