import { Hono } from 'hono';
import { login, logout } from '@crm/core/auth/login';
import { permissionsOf, roleLabels } from '@crm/core/auth/permissions';
import { loginInputSchema } from '@crm/core/auth/schemas';
import { requireAuth, type AuthVariables } from '../middleware/auth.ts';
import { clientIp } from '../middleware/client-ip.ts';
import { validate } from '../middleware/validate.ts';

/** Sign in, sign out and the signed-in identity. */
export const authRoutes = new Hono<{ Variables: AuthVariables }>()
  .post('/login', validate('json', loginInputSchema), async (c) => {
    const input = c.req.valid('json');
    const result = await login({ ...input, ip: clientIp(c) });
    return c.json(result);
  })
  .post('/logout', requireAuth, async (c) => {
    await logout(c.get('sessionId'));
    return c.body(null, 204);
  })
  .get('/user', requireAuth, async (c) => {
    const user = await c.get('currentUser')();
    return c.json({
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      roleLabel: roleLabels[user.role],
      permissions: permissionsOf(user.role),
    });
  });
