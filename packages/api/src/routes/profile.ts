// Lets a bundle keep the cold start's modules in a few chunks (decision 034).
import '../start-up.ts';
import { Hono } from 'hono';
import { permissionsOf, roleLabels } from '@crm/core/auth/permissions';
import { changePasswordSchema } from '@crm/core/auth/schemas';
import type { ProfileAnswer } from '@crm/core/users/public';
import { publicUser } from '@crm/core/users/schema';
import { updateProfileSchema } from '@crm/core/users/schemas';
import { changePassword, logoutOtherSessions, updateProfile } from '@crm/core/users/profile';
import { requireAuth, type AuthVariables } from '../middleware/auth.ts';
import { validate } from '../middleware/validate.ts';
import { calendarLinkRoutes } from './calendar.ts';

/** The signed-in user's own account: no permission needed. */
export const profileRoutes = new Hono<{ Variables: AuthVariables }>()
  .use(requireAuth)
  .get('/', async (c) => {
    const user = await c.get('currentUser')();
    return c.json({
      record: publicUser(user),
      roleLabel: roleLabels[user.role],
      permissions: [...permissionsOf(user.role)],
    } satisfies ProfileAnswer);
  })
  .put('/', validate('json', updateProfileSchema), async (c) => {
    const user = await updateProfile(await c.get('currentUser')(), c.req.valid('json'));
    return c.json({ record: publicUser(user) });
  })
  .put('/password', validate('json', changePasswordSchema), async (c) => {
    const input = c.req.valid('json');
    await changePassword(await c.get('currentUser')(), c.get('sessionId'), input);
    return c.json({ message: 'Je wachtwoord is gewijzigd. Je andere sessies zijn beëindigd.' });
  })
  .post('/logout-others', async (c) => {
    await logoutOtherSessions(await c.get('currentUser')(), c.get('sessionId'));
    return c.json({ message: 'Je bent op alle andere apparaten uitgelogd.' });
  })
  .route('/calendar', calendarLinkRoutes);
