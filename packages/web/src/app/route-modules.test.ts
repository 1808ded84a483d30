import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientConfig } from '../config/client';
import { publicPaths } from '../config/public-paths';
import { publicReviewQueryOptions } from '../features/contract-conditions/api/public-review';
import { publicOnboardingQueryOptions } from '../features/onboarding/api/public-onboarding';
import { publicRequestQueryOptions } from '../features/supplier-requests/api/public-request';
import { apiUrl } from '../lib/api-url';
import { publicLinkPages } from './route-modules';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The URL of the first request a page's check makes (answered 410: the link cannot be used). */
async function firstRequestOf(check: () => Promise<unknown>): Promise<string> {
  const urls: string[] = [];
  vi.stubGlobal('document', { cookie: '' });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    urls.push(String(input));
    return Response.json({ message: 'Deze link is verlopen.' }, { status: 410 });
  });
  await check();
  return urls[0] ?? '';
}

describe('the outsider link pages', () => {
  it('are the paths the servers give the public entry', () => {
    expect(publicLinkPages.map(([path]) => path)).toEqual([...publicPaths]);
  });

  it.each([
    ['/contract-conditions/:token/:conditionId', () => publicReviewQueryOptions('een.token-1')],
    ['/supplier-information-requests/:token', () => publicRequestQueryOptions('een.token-1')],
    ['/onboarding/:token/:type', () => publicOnboardingQueryOptions('een.token-1', 'lead')],
  ])('%s: the early read asks exactly what the page asks first', async (path, options) => {
    const [, , firstRead] = publicLinkPages.find(([pattern]) => pattern === path) ?? [];
    expect(firstRead).toBeDefined();
    const early = apiUrl(
      clientConfig.apiUrl,
      firstRead?.({ token: 'een.token-1', conditionId: 'c1', type: 'lead' }) ?? { path: '' },
    );
    const { queryFn } = options();
    const asked = await firstRequestOf(() => (queryFn as () => Promise<unknown>)());
    expect(asked).toBe(early);
    expect(asked).toContain('een.token-1');
  });
});
