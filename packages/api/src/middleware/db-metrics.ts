import { createMiddleware } from 'hono/factory';
import { measure } from '@crm/core/db/metrics';

/**
 * For the bench only (EXPOSE_DB_METRICS=1): answers how many DynamoDB requests a call made and how
 * many items they read, in response headers.
 */
export const dbMetricsHeaders = createMiddleware(async (c, next) => {
  if (process.env.EXPOSE_DB_METRICS !== '1') return next();
  const { metrics } = await measure(async () => next());
  c.header('X-Db-Requests', String(metrics.requests));
  c.header('X-Db-Items', String(metrics.itemsRead));
});
