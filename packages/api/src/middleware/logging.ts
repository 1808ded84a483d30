import { createMiddleware } from 'hono/factory';

/** Structured JSON logs, one line per event, each carrying the request id. */
export function log(
  level: 'info' | 'warn' | 'error',
  message: string,
  fields: Record<string, unknown> = {},
): void {
  if (process.env.LOG_LEVEL === 'silent') return;
  const line = JSON.stringify({ level, message, time: new Date().toISOString(), ...fields });
  if (level === 'error') console.error(line);
  else console.log(line);
}

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
