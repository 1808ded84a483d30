/**
 * GETs started before the app has loaded (decision 055): the public entry asks for a link page's
 * first read while React and the page's code are still on their way, and the page's own call then
 * takes that answer instead of asking again. Only an identical call takes it, and only once: the
 * same URL, a GET, without an Authorization header (the early read sends none), so what the page
 * receives is what its own request would have received.
 */
const started = new Map<string, Promise<Response>>();

export const EARLY_READ_INIT: RequestInit = { headers: { Accept: 'application/json' }, redirect: 'manual' };

export function startEarlyRead(url: string, fetchImpl: typeof fetch = fetch): void {
  const answer = fetchImpl(url, EARLY_READ_INIT);
  // Nobody may come for it (the page failed to load); its failure is then nobody's to report.
  answer.catch(() => {});
  started.set(url, answer);
}

/** `fetchImpl`, except that a call an early read already made takes that read's answer. */
export function withEarlyReads(fetchImpl: typeof fetch): typeof fetch {
  return (input, init) => {
    const early = typeof input === 'string' ? started.get(input) : undefined;
    const method = init?.method ?? 'GET';
    if (early && method === 'GET' && !new Headers(init?.headers).has('Authorization') && !init?.body) {
      started.delete(input as string);
      return early;
    }
    return fetchImpl(input, init);
  };
}
