import { describe, expect, it } from 'vitest';
import { EARLY_READ_INIT, startEarlyRead, withEarlyReads } from './early-read';

/** A fetch that answers each call with its own numbered response and remembers what it was asked. */
function countingFetch() {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init });
    return new Response(String(calls.length));
  }) as typeof globalThis.fetch;
  return { calls, fetch };
}

describe('a GET started before the app has loaded', () => {
  it('answers the identical call once, then the network answers', async () => {
    const network = countingFetch();
    const url = '/api/links?token=early-1';
    startEarlyRead(url, network.fetch);
    expect(network.calls).toEqual([{ url, init: EARLY_READ_INIT }]);
    const fetch = withEarlyReads(network.fetch);
    const init = { method: 'GET', headers: { Accept: 'application/json' } };
    expect(await (await fetch(url, init)).text()).toBe('1');
    expect(await (await fetch(url, init)).text()).toBe('2');
    expect(network.calls).toHaveLength(2);
  });

  it.each([
    ['another URL', '/api/links?token=other', { method: 'GET' }],
    ['a POST', '/api/links?token=early-2', { method: 'POST', body: '{}' }],
    ['a call with a session', '/api/links?token=early-2', { headers: { Authorization: 'Bearer t' } }],
  ])('does not answer %s', async (_, url, init: RequestInit) => {
    const network = countingFetch();
    startEarlyRead('/api/links?token=early-2', network.fetch);
    expect(await (await withEarlyReads(network.fetch)(url, init)).text()).toBe('2');
  });

  it('leaves a failed early read unreported until a call takes it', async () => {
    const failing = (() => Promise.reject(new TypeError('offline'))) as typeof globalThis.fetch;
    startEarlyRead('/api/links?token=early-3', failing);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(withEarlyReads(failing)('/api/links?token=early-3')).rejects.toThrow('offline');
  });
});
