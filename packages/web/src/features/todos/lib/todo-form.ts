import {
  todoInputSchema,
  todoLinkKinds,
  type TodoInput,
  type TodoLinkKind,
  type TodoPriority,
} from '@crm/core/todos/schema';
import { schemaResolver } from '../../../lib/schema-resolver';

/** The link field: a kind ('' for none), the record and its name (shown, never sent). */
export type TodoLinkValue = { kind: TodoLinkKind | ''; id: string; label: string };

export const noLink: TodoLinkValue = { kind: '', id: '', label: '' };

/** What the dialog's form holds: texts as inputs do, the link as one value. */
export type TodoFormValues = {
  title: string;
  description: string;
  deadline: string;
  assigneeId: string;
  priority: TodoPriority;
  done: boolean;
  link: TodoLinkValue;
};

/** The fields a 422 answer may name (nested paths joined with dots, as the API does). */
export const todoFormFields = [
  'title',
  'description',
  'deadline',
  'assigneeId',
  'priority',
  'done',
  'link',
  'link.kind',
  'link.id',
] as const;

/** A new todo: assigned to me, priority Normaal, linked to the record it is made on (if any). */
export function newTodoValues(assigneeId: string, link: TodoLinkValue = noLink): TodoFormValues {
  return {
    title: '',
    description: '',
    deadline: '',
    assigneeId,
    priority: 'normaal',
    done: false,
    link,
  };
}

type StoredTodo = {
  title: string;
  description?: string | undefined;
  deadline?: string | undefined;
  assigneeId: string;
  priority: TodoPriority;
  done: boolean;
  linkKind?: TodoLinkKind | undefined;
  linkId?: string | undefined;
  linkLabel?: string | undefined;
};

export function todoValuesOf(todo: StoredTodo): TodoFormValues {
  return {
    title: todo.title,
    description: todo.description ?? '',
    deadline: todo.deadline ?? '',
    assigneeId: todo.assigneeId,
    priority: todo.priority,
    done: todo.done,
    link:
      todo.linkKind && todo.linkId
        ? { kind: todo.linkKind, id: todo.linkId, label: todo.linkLabel ?? '' }
        : noLink,
  };
}

/** What the API's schema takes: the link as `{ kind, id }` or null, without the name. */
export function toTodoInput(values: TodoFormValues): Record<string, unknown> {
  const { link, ...fields } = values;
  return { ...fields, link: link.kind ? { kind: link.kind, id: link.id } : null };
}

export const todoResolver = schemaResolver<TodoFormValues, TodoInput>(todoInputSchema, toTodoInput);

export const isTodoLinkKind = (value: string): value is TodoLinkKind =>
  (todoLinkKinds as readonly string[]).includes(value);
