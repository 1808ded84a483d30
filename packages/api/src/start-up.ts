import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import { CSRF_HEADER_NAME } from '@crm/core/auth/auth-mode';
import { PayloadTooLargeError } from '@crm/core/errors';
import { wireHooks } from '@crm/core/wiring';
import { config } from './config.ts';
import { csrfProtection } from './middleware/csrf.ts';
import { dbMetricsHeaders } from './middleware/db-metrics.ts';
import { handleError } from './middleware/errors.ts';
import { requestLog } from './middleware/logging.ts';
import { methodOverride } from './middleware/method-override.ts';
import { authRoutes } from './routes/auth.ts';

/**
 * What a cold start loads (decisions 033 and 034): the app under /api with its middleware, the auth
 * routes (signing in and `GET /api/user`, what a SPA asks first), and its not-found and error
 * answers. `app.ts` adds the route groups that are imported on their first request; each of them
 * imports this module, so a bundle keeps everything here in the same few chunks.
 */
export const app = new Hono().basePath('/api');

// The API process's hooks (core/src/wiring.ts), before it serves a request: the Lambda, the Node
// server and the route tests all load this module.
wireHooks();

app.use(requestId());
app.use(dbMetricsHeaders);
app.use(requestLog);
app.use(
  secureHeaders({
    referrerPolicy: 'no-referrer',
    xFrameOptions: 'DENY',
    contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  }),
);
app.use(
  cors({
    origin: (origin) => (config.allowedOrigins.includes(origin) ? origin : null),
    allowHeaders: ['Authorization', 'Content-Type', 'Accept', CSRF_HEADER_NAME],
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    exposeHeaders: ['Retry-After', 'Content-Disposition'],
    maxAge: 600,
  }),
);
app.use(
  bodyLimit({
    maxSize: 1024 * 1024,
    onError: () => {
      throw new PayloadTooLargeError('Het verzoek is te groot.');
    },
  }),
);
// Cookie mode: a change without the CSRF header is refused (419) before anything reads its body.
app.use(csrfProtection);
// A PUT carrying a file upload form arrives as POST with `_method=PUT`.
app.use(methodOverride(app));

app.route('/', authRoutes);

export const notFound = (c: Context) => c.json({ message: 'Niet gevonden.' }, 404);
app.notFound(notFound);
app.onError(handleError);
