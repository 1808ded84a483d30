/** The seed allows at most one retry, and only when configured. */
export const MAX_RETRIES = 1;

const idempotentMethods = new Set(['GET', 'HEAD']);

/** True when fetch itself failed (no response at all), as opposed to an HTTP error status. */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError;
}

/**
 * Whether a failed request may be sent again: only reads (which cannot change data twice), only
 * network failures (an HTTP error answer will not change by asking again), and never more often
 * than configured, which itself is capped at one.
 */
export function shouldRetry(input: {
  method: string;
  error: unknown;
  attempt: number;
  maxRetries: number;
}): boolean {
  const allowed = Math.min(Math.max(input.maxRetries, 0), MAX_RETRIES);
  return (
    input.attempt < allowed &&
    idempotentMethods.has(input.method.toUpperCase()) &&
    isNetworkError(input.error)
  );
}
