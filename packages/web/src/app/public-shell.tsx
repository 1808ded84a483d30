// First: zod's configuration must be in place before any schema parses.
import '../lib/zod-config';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, useLocation, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { notFoundDescription } from '../components/errors/describe-error';
import { ErrorPage } from '../components/errors/error-page';
import { LoadingScreen } from '../components/ui/loading-screen';
import { routePatterns } from '../config/paths';
import { publicPaths } from '../config/public-paths';
import { rememberLocale } from '../lib/locale-cookie';
import { createQueryClient } from '../lib/react-query';
import { reloadOnce } from '../lib/reload-guard';
import { AuthLayout } from './layouts/auth-layout';
import { ContentErrorBoundary, PageErrorBoundary } from './route-error-boundary';
import { lazyRoute, publicLinkPages, type PublicPage } from './route-modules';

/**
 * A page of the staff app, reached from a public page (the brand, "Naar de startpagina", a link to
 * ask for a new password): the server answers its path with the staff app, so load it as a document.
 * Should the server answer with this entry again, the guard stops the loop and the page says so.
 */
function StaffAppPage() {
  const { pathname, key } = useLocation();
  const [refused, setRefused] = useState(false);
  useEffect(() => {
    if (!reloadOnce()) setRefused(true);
  }, [key]);
  return refused ? <ErrorPage {...notFoundDescription(pathname)} /> : <LoadingScreen />;
}

/**
 * The public entry's routes: the link pages in the auth layout, as the staff app's router has them
 * (route ids included), and every other path handed to the staff app.
 */
export function publicRoutes(queryClient: QueryClient, pages: PublicPage[] = publicLinkPages): RouteObject[] {
  return [
    {
      id: 'layout-auth',
      Component: AuthLayout,
      HydrateFallback: LoadingScreen,
      ErrorBoundary: PageErrorBoundary,
      children: [
        {
          id: 'public-links',
          ErrorBoundary: ContentErrorBoundary,
          children: pages.map(([path, load]) => ({ path, lazy: lazyRoute(queryClient, load) })),
        },
      ],
    },
    // Listed, not only caught by `*`: a staff route outranks a public pattern it also matches.
    ...routePatterns()
      .filter((path) => !publicPaths.includes(path))
      .map((path) => ({ path, Component: StaffAppPage })),
    { path: '*', Component: StaffAppPage },
  ];
}

/** Renders the public entry into `root` once the opened page's module (already requested) is in. */
export async function mountPublicShell(root: HTMLElement, page?: Promise<unknown>): Promise<void> {
  rememberLocale();
  await page;
  const queryClient = createQueryClient();
  const router = createBrowserRouter(publicRoutes(queryClient));
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
