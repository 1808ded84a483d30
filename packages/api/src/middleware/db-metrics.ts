import { createMiddleware } from 'hono/factory';
import { measure } from '@crm/core/db/metrics';

/** Milliseconds as `Server-Timing` writes them: at most two decimals. */
const ms = (value: number) => Math.max(0, Math.round(value * 100) / 100);

/**
 * Every answer says how long the API waited for DynamoDB and how long it worked itself
 * (`Server-Timing: db;dur=2.1, app;dur=0.9`): durations only, so it reveals no data. The bench
 * reads it; a browser's developer tools show it. With EXPOSE_DB_METRICS=1 (the bench only) it also
 * answers how many DynamoDB requests a call made and how many items they read: a count of items
 * could tell how many records match, so it is never sent otherwise.
 */
export const dbMetricsHeaders = createMiddleware(async (c, next) => {
  const started = performance.now();
  const { metrics } = await measure(async () => next());
  const total = performance.now() - started;
  c.header('Server-Timing', `db;dur=${ms(metrics.dbMs)}, app;dur=${ms(total - metrics.dbMs)}`);
  if (process.env.EXPOSE_DB_METRICS !== '1') return;
  c.header('X-Db-Requests', String(metrics.requests));
  c.header('X-Db-Items', String(metrics.itemsRead));
});
