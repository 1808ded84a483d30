/** Structured JSON logs, one line per event. LOG_LEVEL=silent turns them off (tests). */

/**
 * Fields never written to a log, at any depth: Exact Online's tokens, client id and secret, the
 * OAuth code and state (decision 044), and any authorization header.
 */
export const redactedFields = new Set([
  'authorization',
  'accessToken',
  'access_token',
  'refreshToken',
  'refresh_token',
  'tokens',
  'clientId',
  'client_id',
  'clientSecret',
  'client_secret',
  'code',
  'state',
]);

function redact(value: unknown, depth = 0): unknown {
  if (!value || typeof value !== 'object' || depth > 5) return value;
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([name, field]) => [
      name,
      redactedFields.has(name) ? '[redacted]' : redact(field, depth + 1),
    ]),
  );
}

export function log(
  level: 'info' | 'warn' | 'error',
  message: string,
  fields: Record<string, unknown> = {},
): void {
  if (process.env.LOG_LEVEL === 'silent') return;
  const line = JSON.stringify({
    level,
    message,
    time: new Date().toISOString(),
    ...(redact(fields) as object),
  });
  if (level === 'error') console.error(line);
  else console.log(line);
}
