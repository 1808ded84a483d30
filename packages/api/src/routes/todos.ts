import { Hono } from 'hono';
import { z } from 'zod';
import { can, type Permission } from '@crm/core/auth/permissions';
import { ForbiddenError } from '@crm/core/errors';
import { publicItem } from '@crm/core/relations/item';
import { listTodos, todoSummary } from '@crm/core/todos/queries';
import { todoInputSchema, todoLinkKinds, todoStatuses, type TodoLinkKind } from '@crm/core/todos/schema';
import { createTodo, deleteTodo, getTodo, setTodoDone, updateTodo } from '@crm/core/todos/service';
import { versionSchema } from '@crm/core/validation/fields';
import { actorOf } from '../middleware/actor.ts';
import { requireAuth, requirePermission, type AuthVariables } from '../middleware/auth.ts';
import { validate } from '../middleware/validate.ts';
import { idParam, versionQuery } from './relations.ts';

const viewPermission: Record<TodoLinkKind, Permission> = {
  lead: 'leads.view',
  customer: 'customers.view',
  supplier: 'suppliers.view',
};

const date = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Vul een geldige datum in.')
  .refine((value) => !Number.isNaN(Date.parse(value)), 'Vul een geldige datum in.')
  .optional();

export const todoListQuery = z
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
export type TodoListParams = z.infer<typeof todoListQuery>;

/** A linked record must be one the user may view. */
function checkLink(role: Parameters<typeof can>[0], kind: TodoLinkKind | undefined): void {
  if (kind && !can(role, viewPermission[kind])) throw new ForbiddenError();
}

export function todoListFilters(query: TodoListParams, userId: string) {
  return {
    status: query.status,
    assigneeId: query.assignee === 'me' ? userId : query.assignee,
    link: query.linkKind && query.linkId ? { kind: query.linkKind, id: query.linkId } : undefined,
    from: query.from,
    to: query.to,
  };
}

export const todoRoutes = new Hono<{ Variables: AuthVariables }>()
  .use(requireAuth)
  .get('/', requirePermission('todos.view'), validate('query', todoListQuery), async (c) => {
    const query = c.req.valid('query');
    checkLink(c.get('role'), query.linkKind);
    const page = await listTodos({
      ...todoListFilters(query, c.get('userId')),
      limit: query.limit,
      cursor: query.cursor,
    });
    return c.json({ items: page.items.map(publicItem), cursor: page.cursor, total: page.total });
  })
  .get('/summary', requirePermission('todos.view'), async (c) => {
    return c.json(await todoSummary(c.get('userId')));
  })
  .post('/', requirePermission('todos.create'), validate('json', todoInputSchema), async (c) => {
    const input = c.req.valid('json');
    checkLink(c.get('role'), input.link?.kind);
    const todo = await createTodo(input, await actorOf(c));
    return c.json({ todo: publicItem(todo) }, 201);
  })
  .get('/:id', requirePermission('todos.view'), validate('param', idParam), async (c) => {
    return c.json({ todo: publicItem(await getTodo(c.req.valid('param').id)) });
  })
  .put(
    '/:id',
    requirePermission('todos.update'),
    validate('param', idParam),
    validate('json', z.intersection(todoInputSchema, versionSchema)),
    async (c) => {
      const { version, ...input } = c.req.valid('json');
      checkLink(c.get('role'), input.link?.kind);
      const todo = await updateTodo(c.req.valid('param').id, input, version, await actorOf(c));
      return c.json({ todo: publicItem(todo) });
    },
  )
  .put(
    '/:id/done',
    requirePermission('todos.update'),
    validate('param', idParam),
    validate('json', z.object({ done: z.boolean({ error: 'Geef aan of de todo klaar is.' }) })),
    async (c) => {
      const todo = await setTodoDone(c.req.valid('param').id, c.req.valid('json').done, await actorOf(c));
      return c.json({ todo: publicItem(todo) });
    },
  )
  .delete(
    '/:id',
    requirePermission('todos.delete'),
    validate('param', idParam),
    validate('query', versionQuery),
    async (c) => {
      await deleteTodo(c.req.valid('param').id, c.req.valid('query').version, await actorOf(c));
      return c.body(null, 204);
    },
  );
