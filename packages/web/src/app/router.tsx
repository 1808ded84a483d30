import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, redirect, type LoaderFunction, type LoaderFunctionArgs } from 'react-router';
import { LoadingScreen } from '../components/ui/loading-screen';
import { paths } from '../config/paths';
import { getUserQueryOptions } from '../features/auth/api/get-user';
import { loginRedirectHref } from '../lib/auth-redirect';
import { ContentErrorBoundary, PageErrorBoundary } from './route-error-boundary';

/** Loads the identity once per app load; every later navigation reads it from the cache. */
const identityLoader = (queryClient: QueryClient) => () => queryClient.ensureQueryData(getUserQueryOptions());

/** Signed-in routes: a guest goes to the login page, which brings them back here afterwards. */
const requireUser =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    if (await queryClient.ensureQueryData(getUserQueryOptions())) return null;
    throw redirect(loginRedirectHref(new URL(request.url)));
  };

/** Guest-only routes: a signed-in user goes home. */
const requireGuest = (queryClient: QueryClient) => async () => {
  if (await queryClient.ensureQueryData(getUserQueryOptions())) throw redirect(paths.home.getHref());
  return null;
};

/**
 * A lazy route module exports `Component` and optionally `clientLoader(queryClient)`, a loader that
 * warms the query cache with the same queryOptions the component reads.
 */
type RouteModule = {
  Component: ComponentType;
  clientLoader?: (queryClient: QueryClient) => LoaderFunction;
};

const lazyRoute =
  (queryClient: QueryClient, load: () => Promise<RouteModule>) =>
  async (): Promise<{ Component: ComponentType; loader?: LoaderFunction }> => {
    const { Component, clientLoader } = await load();
    return clientLoader ? { Component, loader: clientLoader(queryClient) } : { Component };
  };

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter([
    {
      id: 'root',
      loader: identityLoader(queryClient),
      HydrateFallback: LoadingScreen,
      ErrorBoundary: PageErrorBoundary,
      children: [
        {
          id: 'layout-default',
          loader: requireUser(queryClient),
          lazy: async () => ({ Component: (await import('./layouts/default-layout')).DefaultLayout }),
          ErrorBoundary: PageErrorBoundary,
          children: [
            {
              ErrorBoundary: ContentErrorBoundary,
              children: [{ index: true, lazy: lazyRoute(queryClient, () => import('./routes/home')) }],
            },
          ],
        },
        {
          id: 'layout-auth',
          lazy: async () => ({ Component: (await import('./layouts/auth-layout')).AuthLayout }),
          ErrorBoundary: PageErrorBoundary,
          children: [
            {
              loader: requireGuest(queryClient),
              ErrorBoundary: ContentErrorBoundary,
              children: [
                {
                  path: paths.auth.login.path,
                  lazy: lazyRoute(queryClient, () => import('./routes/auth/login')),
                },
              ],
            },
          ],
        },
        {
          id: 'layout-base',
          lazy: async () => ({ Component: (await import('./layouts/base-layout')).BaseLayout }),
          ErrorBoundary: PageErrorBoundary,
          children: [{ path: '*', lazy: lazyRoute(queryClient, () => import('./routes/not-found')) }],
        },
      ],
    },
  ]);
}
