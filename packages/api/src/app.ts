import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import { CSRF_HEADER_NAME } from '@crm/core/auth/auth-mode';
// A rename of a customer, supplier or contract type refreshes the names on its contracts.
import '@crm/core/contracts/rename-jobs';
import { PayloadTooLargeError } from '@crm/core/errors';
import { config } from './config.ts';
import { csrfProtection } from './middleware/csrf.ts';
import { dbMetricsHeaders } from './middleware/db-metrics.ts';
import { handleError } from './middleware/errors.ts';
import { requestLog } from './middleware/logging.ts';
import { methodOverride } from './middleware/method-override.ts';
import { authRoutes } from './routes/auth.ts';
import { calendarFeedRoutes } from './routes/calendar.ts';
import { contactRoutes } from './routes/contacts.ts';
import { contractRoutes } from './routes/contracts.ts';
import { contractConditionLinkRoutes } from './routes/contract-condition-links.ts';
import { contractTypeRoutes } from './routes/contract-types.ts';
import { customerRoutes } from './routes/customers.ts';
import { dashboardRoutes } from './routes/dashboard.ts';
import { directoryRoutes } from './routes/directory.ts';
import { exportRoutes } from './routes/exports.ts';
import { fileRoutes } from './routes/files.ts';
import { leadRoutes } from './routes/leads.ts';
import { searchRoutes } from './routes/search.ts';
import { supplierRoutes } from './routes/suppliers.ts';
import { todoRoutes } from './routes/todos.ts';
import { passwordRoutes } from './routes/password.ts';
import { profileRoutes } from './routes/profile.ts';
import { userRoutes } from './routes/users.ts';

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

app.route('/', authRoutes);
app.route('/password', passwordRoutes);
app.route('/profile', profileRoutes);
app.route('/users', userRoutes);
app.route('/leads', leadRoutes);
app.route('/customers', customerRoutes);
app.route('/suppliers', supplierRoutes);
app.route('/contacts', contactRoutes);
app.route('/directory', directoryRoutes);
app.route('/search', searchRoutes);
app.route('/todos', todoRoutes);
app.route('/dashboard', dashboardRoutes);
app.route('/exports', exportRoutes);
app.route('/files', fileRoutes);
app.route('/contracts', contractRoutes);
app.route('/calendar', calendarFeedRoutes);
app.route('/contract-types', contractTypeRoutes);
app.route('/contract-conditions', contractConditionLinkRoutes);

app.notFound((c) => c.json({ message: 'Niet gevonden.' }, 404));
app.onError(handleError);

export type App = typeof app;
