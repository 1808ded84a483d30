// Lets a bundle keep the cold start's modules in a few chunks (decision 034).
import '../start-up.ts';
import { Hono } from 'hono';
import * as z from 'zod';
import { recordPermission } from '@crm/core/auth/permissions';
import { deleteEach } from '@crm/core/bulk/delete-each';
import { bulkDeleteSchema } from '@crm/core/bulk/schema';
import { toTodoListQuery, todoListQuerySchema } from '@crm/core/todos/list-query';
import { listTodos, todoSummary } from '@crm/core/todos/queries';
import { todoRecordSchema } from '@crm/core/todos/public';
import { todoInputSchema, type TodoInput, type TodoLinkKind } from '@crm/core/todos/schema';
import { createTodo, deleteTodo, getTodo, setTodoDone, updateTodo } from '@crm/core/todos/service';
import { versionQuery, versionSchema } from '@crm/core/validation/fields';
import { actorOf } from '../middleware/actor.ts';
import {
  requireAuth,
  requirePermission,
  requirePermissionFor,
  type AuthVariables,
} from '../middleware/auth.ts';
import { validate } from '../middleware/validate.ts';
import { idParam } from './id-param.ts';

const linkViewPermission = (kind: TodoLinkKind | undefined) => (kind ? recordPermission(kind) : null);

/** A linked record (a filter, or a todo's link) must be of a kind the user may view. */
const mayViewLinkInQuery = requirePermissionFor<{ out: { query: { linkKind?: TodoLinkKind | undefined } } }>(
  (c) => linkViewPermission(c.req.valid('query').linkKind),
);
const mayViewLink = requirePermissionFor<{ out: { json: TodoInput } }>((c) =>
  linkViewPermission(c.req.valid('json').link?.kind),
);

export const todoRoutes = new Hono<{ Variables: AuthVariables }>()
  .use(requireAuth)
  .get(
    '/',
    requirePermission('todos.view'),
    validate('query', todoListQuerySchema),
    mayViewLinkInQuery,
    async (c) => {
      const query = c.req.valid('query');
      const page = await listTodos({
        ...toTodoListQuery(query, c.get('userId')),
        limit: query.limit,
        cursor: query.cursor,
      });
      return c.json({
        items: page.items.map((todo) => todoRecordSchema.parse(todo)),
        cursor: page.cursor,
        total: page.total,
      });
    },
  )
  .get('/summary', requirePermission('todos.view'), async (c) => {
    return c.json(await todoSummary(c.get('userId')));
  })
  .post('/', requirePermission('todos.create'), validate('json', todoInputSchema), mayViewLink, async (c) => {
    const todo = await createTodo(c.req.valid('json'), await actorOf(c));
    return c.json({ record: todoRecordSchema.parse(todo) }, 201);
  })
  .get('/:id', requirePermission('todos.view'), validate('param', idParam), async (c) => {
    return c.json({ record: todoRecordSchema.parse(await getTodo(c.req.valid('param').id)) });
  })
  .put(
    '/:id',
    requirePermission('todos.update'),
    validate('param', idParam),
    validate('json', z.intersection(todoInputSchema, versionSchema)),
    mayViewLink,
    async (c) => {
      const { version, ...input } = c.req.valid('json');
      const todo = await updateTodo(c.req.valid('param').id, input, version, await actorOf(c));
      return c.json({ record: todoRecordSchema.parse(todo) });
    },
  )
  .put(
    '/:id/done',
    requirePermission('todos.update'),
    validate('param', idParam),
    validate(
      'json',
      z.intersection(
        z.object({ done: z.boolean({ error: 'Geef aan of de todo klaar is.' }) }),
        versionSchema,
      ),
    ),
    async (c) => {
      const { done, version } = c.req.valid('json');
      const todo = await setTodoDone(c.req.valid('param').id, done, version, await actorOf(c));
      return c.json({ record: todoRecordSchema.parse(todo) });
    },
  )
  .post('/bulk-delete', requirePermission('todos.delete'), validate('json', bulkDeleteSchema), async (c) => {
    const actor = await actorOf(c);
    return c.json(
      await deleteEach(c.req.valid('json').items, (id, version) => deleteTodo(id, version, actor)),
    );
  })
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
