import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import { CSRF_HEADER_NAME } from '@crm/core/auth/auth-mode';
import { PayloadTooLargeError } from '@crm/core/errors';
import { config } from './config.ts';
import { csrfProtection } from './middleware/csrf.ts';
import { dbMetricsHeaders } from './middleware/db-metrics.ts';
import { lazyGroup } from './lazy-group.ts';
import { handleError } from './middleware/errors.ts';
import { requestLog } from './middleware/logging.ts';
import { methodOverride } from './middleware/method-override.ts';
import { authRoutes } from './routes/auth.ts';

/** The whole API, under /api. `lambda.ts` and `node.ts` both serve this same app. */
export const app = new Hono().basePath('/api');

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

// Signing in and `GET /api/user` (what a SPA asks first) load with the app; every other group is
// imported on its first request (decision 033).
app.route('/', authRoutes);

const notFound = (c: Context) => c.json({ message: 'Niet gevonden.' }, 404);
const lazily = { basePath: '/api', notFound };

/** The route groups imported on their first request, by path under /api. */
export const lazyGroups = [
  lazyGroup({
    ...lazily,
    prefix: '/password',
    load: async () => (await import('./routes/password.ts')).passwordRoutes,
  }),
  lazyGroup({
    ...lazily,
    prefix: '/profile',
    load: async () => (await import('./routes/profile.ts')).profileRoutes,
  }),
  lazyGroup({
    ...lazily,
    prefix: '/users',
    load: async () => (await import('./routes/users.ts')).userRoutes,
  }),
  lazyGroup({
    ...lazily,
    prefix: '/leads',
    load: async () => (await import('./routes/leads.ts')).leadRoutes,
  }),
  lazyGroup({
    ...lazily,
    prefix: '/customers',
    load: async () => (await import('./routes/customers.ts')).customerRoutes,
  }),
  lazyGroup({
    ...lazily,
    prefix: '/suppliers',
    load: async () => (await import('./routes/suppliers.ts')).supplierRoutes,
  }),
  lazyGroup({
    ...lazily,
    prefix: '/contacts',
    load: async () => (await import('./routes/contacts.ts')).contactRoutes,
  }),
  lazyGroup({
    ...lazily,
    prefix: '/directory',
    load: async () => (await import('./routes/directory.ts')).directoryRoutes,
  }),
  lazyGroup({
    ...lazily,
    prefix: '/search',
    load: async () => (await import('./routes/search.ts')).searchRoutes,
  }),
  lazyGroup({
    ...lazily,
    prefix: '/todos',
    load: async () => (await import('./routes/todos.ts')).todoRoutes,
  }),
  lazyGroup({
    ...lazily,
    prefix: '/dashboard',
    load: async () => (await import('./routes/dashboard.ts')).dashboardRoutes,
  }),
  lazyGroup({
    ...lazily,
    prefix: '/exports',
    load: async () => (await import('./routes/exports.ts')).exportRoutes,
  }),
  lazyGroup({
    ...lazily,
    prefix: '/files',
    load: async () => (await import('./routes/files.ts')).fileRoutes,
  }),
  lazyGroup({
    ...lazily,
    prefix: '/contracts',
    load: async () => (await import('./routes/contracts.ts')).contractRoutes,
  }),
  lazyGroup({
    ...lazily,
    prefix: '/calendar',
    load: async () => (await import('./routes/calendar.ts')).calendarFeedRoutes,
  }),
  lazyGroup({
    ...lazily,
    prefix: '/contract-types',
    load: async () => (await import('./routes/contract-types.ts')).contractTypeRoutes,
  }),
  lazyGroup({
    ...lazily,
    prefix: '/contract-conditions',
    load: async () => (await import('./routes/contract-condition-links.ts')).contractConditionLinkRoutes,
  }),
];
for (const group of lazyGroups) {
  app.all(group.prefix, group.answer);
  app.all(`${group.prefix}/*`, group.answer);
}

app.notFound(notFound);
app.onError(handleError);

export type App = typeof app;
