import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';
import type { ApiRead } from '../lib/api-url';
import { paths } from '../config/paths';

/**
 * A lazy route module exports `Component` and optionally `clientLoader(queryClient)`, a loader that
 * warms the query cache with the same queryOptions the component reads.
 */
export type RouteModule = {
  Component: ComponentType;
  clientLoader?: (queryClient: QueryClient) => LoaderFunction;
};

export const lazyRoute =
  (queryClient: QueryClient, load: () => Promise<RouteModule>) =>
  async (): Promise<{ Component: ComponentType; loader?: LoaderFunction }> => {
    const { Component, clientLoader } = await load();
    return clientLoader ? { Component, loader: clientLoader(queryClient) } : { Component };
  };

/**
 * An outsider link page: its path, its page module and, when it has one, the GET its page asks
 * first given the path's parameters. The public entry (decision 055) starts that GET before React
 * has loaded; the page's own call then takes its answer (`lib/early-read.ts`).
 */
export type PublicPage = [
  path: string,
  load: () => Promise<RouteModule>,
  firstRead?: (params: Record<string, string>) => ApiRead,
];

/**
 * Outsider link pages (onboarding, supplier request, condition review). Served by the public entry
 * (`public.html`, decision 055) when opened from a mail, and by the staff app's router inside the
 * auth layout without a guard when reached from within it: a colleague signed in in the same
 * browser sees the outsider's page. Each page uses `components/link-flow`. A new page goes here and
 * its path into `publicPaths` (config/public-paths.ts); a test checks that the two agree.
 */
export const publicLinkPages: PublicPage[] = [
  [
    paths.contractConditionReview.path,
    () => import('./routes/contract-conditions/review'),
    ({ token = '' }) => ({ path: '/api/contract-conditions/review', query: { token } }),
  ],
  [
    paths.supplierRequests.public.path,
    () => import('./routes/supplier-requests/public-request'),
    ({ token = '' }) => ({ path: '/api/supplier-information-requests', query: { token } }),
  ],
  [
    paths.onboarding.public.path,
    () => import('./routes/onboarding/public-onboarding'),
    ({ token = '', type = '' }) => ({ path: '/api/onboarding-links', query: { token, type } }),
  ],
];
