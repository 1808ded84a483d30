import { createMiddleware } from 'hono/factory';
import { CSRF_HEADER_NAME, isUnsafeMethod } from '@crm/core/auth/auth-mode';
import { csrfTokensMatch } from '@crm/core/auth/csrf';
import { CsrfMismatchError } from '@crm/core/errors';
import { authModeOf } from './auth-mode.ts';
import { readCsrfCookie } from './session-cookie.ts';

/**
 * Cookie mode: every POST, PUT, PATCH and DELETE must repeat the CSRF cookie in the CSRF header,
 * login and public link pages included, else 419 before anything runs. Token mode has nothing to
 * protect: a bearer header is never sent by the browser on its own.
 */
export const csrfProtection = createMiddleware(async (c, next) => {
  if (authModeOf(c) === 'cookie' && isUnsafeMethod(c.req.method)) {
    if (!csrfTokensMatch(readCsrfCookie(c), c.req.header(CSRF_HEADER_NAME))) throw new CsrfMismatchError();
  }
  await next();
});
