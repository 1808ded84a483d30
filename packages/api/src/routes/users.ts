// Lets a bundle keep the cold start's modules in a few chunks (decision 034).
import '../start-up.ts';
import { Hono } from 'hono';
import { roleLabels } from '@crm/core/auth/permissions';
import { deleteEach } from '@crm/core/bulk/delete-each';
import { bulkDeleteSchema } from '@crm/core/bulk/schema';
import { historyOf } from '@crm/core/db/history';
import { versionQuery } from '@crm/core/validation/fields';
import type { CreateUserAnswer, UsersAnswer } from '@crm/core/users/public';
import { publicUser } from '@crm/core/users/schema';
import { createUserSchema, listUsersQuerySchema, updateUserSchema } from '@crm/core/users/schemas';
import {
  deleteUser,
  invitationFailedMessage,
  inviteUser,
  listUsers,
  requireUser,
  resendInvitation,
  updateUser,
} from '@crm/core/users/admin';
import { requireAuth, requirePermission, type AuthVariables } from '../middleware/auth.ts';
import { actorOf } from '../middleware/actor.ts';
import { validate } from '../middleware/validate.ts';
import { idParam } from './id-param.ts';

/** Users admin: every route needs `users.showAdmin`, whatever the UI shows. */
export const userRoutes = new Hono<{ Variables: AuthVariables }>()
  .use(requireAuth, requirePermission('users.showAdmin'))
  .get('/', validate('query', listUsersQuerySchema), async (c) => {
    const users = await listUsers(c.req.valid('query'));
    return c.json({ items: users.map(publicUser), total: users.length, roleLabels } satisfies UsersAnswer);
  })
  .post('/', validate('json', createUserSchema), async (c) => {
    const { user, mailSent } = await inviteUser(c.req.valid('json'), await actorOf(c));
    return c.json(
      {
        record: publicUser(user),
        mailSent,
        ...(mailSent ? {} : { warning: invitationFailedMessage }),
      } satisfies CreateUserAnswer,
      201,
    );
  })
  .get('/:id', validate('param', idParam), async (c) => {
    const user = await requireUser(c.req.valid('param').id);
    return c.json({ record: publicUser(user) });
  })
  .get('/:id/history', validate('param', idParam), async (c) => {
    const user = await requireUser(c.req.valid('param').id);
    return c.json({ items: await historyOf(user.pk) });
  })
  .put('/:id', validate('param', idParam), validate('json', updateUserSchema), async (c) => {
    const user = await updateUser(c.req.valid('param').id, c.req.valid('json'), await actorOf(c));
    return c.json({ record: publicUser(user) });
  })
  .post('/bulk-delete', validate('json', bulkDeleteSchema), async (c) => {
    const actor = await actorOf(c);
    return c.json(
      await deleteEach(c.req.valid('json').items, (id, version) => deleteUser(id, version, actor)),
    );
  })
  .delete('/:id', validate('param', idParam), validate('query', versionQuery), async (c) => {
    await deleteUser(c.req.valid('param').id, c.req.valid('query').version, await actorOf(c));
    return c.body(null, 204);
  })
  .post('/:id/invitation', validate('param', idParam), async (c) => {
    // A failed mail is a MailNotSentError: 502 from the one onError.
    await resendInvitation(c.req.valid('param').id, await actorOf(c));
    return c.json({ mailSent: true });
  });
