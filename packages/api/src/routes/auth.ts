import { Hono } from 'hono';
import { login, logout } from '@crm/core/users/login';
import { permissionsOf, roleLabels } from '@crm/core/auth/permissions';
import { loginInputSchema } from '@crm/core/auth/schemas';
import { NotFoundError } from '@crm/core/errors';
import { requireAuth, type AuthVariables } from '../middleware/auth.ts';
import { authModeOf } from '../middleware/auth-mode.ts';
import { clientIp } from '../middleware/client-ip.ts';
import { clearSessionCookie, issueCsrfCookie, setSessionCookie } from '../middleware/session-cookie.ts';
import { validate } from '../middleware/validate.ts';

/**
 * Sign in, sign out and the signed-in identity. In cookie mode (decision 017) the token goes into
 * the HttpOnly session cookie instead of the answer, and the CSRF token is renewed whenever the
 * session begins or ends.
 */
export const authRoutes = new Hono<{ Variables: AuthVariables }>()
  .get('/csrf', (c) => {
    if (authModeOf(c) !== 'cookie') throw new NotFoundError('Niet gevonden.');
    issueCsrfCookie(c);
    return c.body(null, 204);
  })
  .post('/login', validate('json', loginInputSchema), async (c) => {
    const input = c.req.valid('json');
    const result = await login({ ...input, ip: clientIp(c) });
    if (authModeOf(c) === 'token') return c.json(result);
    setSessionCookie(c, result.token);
    issueCsrfCookie(c);
    return c.body(null, 204);
  })
  .post('/logout', requireAuth, async (c) => {
    await logout(c.get('sessionId'));
    if (authModeOf(c) === 'cookie') {
      clearSessionCookie(c);
      issueCsrfCookie(c);
    }
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
