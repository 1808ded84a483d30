import { createMiddleware } from 'hono/factory';
import { log } from '@crm/core/log';

export const requestLog = createMiddleware<{ Variables: { requestId: string } }>(async (c, next) => {
  const started = performance.now();
  await next();
  log('info', 'request', {
    requestId: c.get('requestId'),
    method: c.req.method,
    path: c.req.path,
    status: c.res.status,
    ms: Math.round(performance.now() - started),
  });
});
