import * as z from 'zod';
import { INVALID_DATE_MESSAGE, isCalendarDate } from '../validation/optional.ts';
import type { TodoListQuery } from './queries.ts';
import { todoLinkKinds, todoStatuses } from './schema.ts';

/** The todos list's query as the page sends it (GET /api/todos and its export share it). */
const date = z.string().refine(isCalendarDate, INVALID_DATE_MESSAGE).optional();

export const todoListQuerySchema = z
  .object({
    status: z.enum(todoStatuses).default('open'),
    /** A user id, or `me` for the signed-in user. */
    assignee: z.string().min(1).max(40).optional(),
    linkKind: z.enum(todoLinkKinds).optional(),
    linkId: z.string().min(1).max(40).optional(),
    from: date,
    to: date,
    cursor: z.string().max(2000).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(25),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'De einddatum ligt voor de begindatum.',
    path: ['to'],
  })
  .refine((query) => Boolean(query.linkKind) === Boolean(query.linkId), {
    message: 'Kies zowel het soort record als het record.',
    path: ['linkId'],
  });
export type TodoListParams = z.infer<typeof todoListQuerySchema>;

/** The filters of a list query, with `me` as the signed-in user. */
export function toTodoListQuery(
  query: TodoListParams,
  userId: string,
): Omit<TodoListQuery, 'limit' | 'cursor'> {
  return {
    status: query.status,
    assigneeId: query.assignee === 'me' ? userId : query.assignee,
    link: query.linkKind && query.linkId ? { kind: query.linkKind, id: query.linkId } : undefined,
    from: query.from,
    to: query.to,
  };
}
