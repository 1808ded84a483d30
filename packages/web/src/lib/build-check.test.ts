import { describe, expect, it } from 'vitest';
import { BUILD_CHECK_INTERVAL_MS, fetchLatestBuildId, hasNewerBuild, isNewerBuild } from './build-check';

function answering(answer: Response | Error) {
  const urls: string[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    urls.push(String(input));
    expect(init?.cache).toBe('no-store');
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { fetch, urls };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('build check', () => {
  it('checks hourly', () => {
    expect(BUILD_CHECK_INTERVAL_MS).toBe(3_600_000);
  });

  it('compares build ids', () => {
    expect(isNewerBuild('a', 'b')).toBe(true);
    expect(isNewerBuild('a', 'a')).toBe(false);
    expect(isNewerBuild('a', null)).toBe(false);
  });

  it('reads the id from build.json, bypassing the cache', async () => {
    const { fetch, urls } = answering(json({ id: 'build-2', builtAt: '2026-01-01T00:00:00Z' }));
    await expect(fetchLatestBuildId(fetch)).resolves.toBe('build-2');
    expect(urls).toEqual(['/build.json']);
  });

  it('reports a newer build only when the deployed id differs', async () => {
    await expect(hasNewerBuild('build-1', answering(json({ id: 'build-2' })).fetch)).resolves.toBe(true);
    await expect(hasNewerBuild('build-1', answering(json({ id: 'build-1' })).fetch)).resolves.toBe(false);
  });

  it('stays quiet when the check fails', async () => {
    await expect(hasNewerBuild('b', answering(new TypeError('Failed to fetch')).fetch)).resolves.toBe(false);
    await expect(hasNewerBuild('b', answering(json({}, 404)).fetch)).resolves.toBe(false);
    await expect(hasNewerBuild('b', answering(json({ nope: 1 })).fetch)).resolves.toBe(false);
    const html = new Response('<!doctype html>', { headers: { 'Content-Type': 'text/html' } });
    await expect(hasNewerBuild('b', answering(html).fetch)).resolves.toBe(false);
  });
});
