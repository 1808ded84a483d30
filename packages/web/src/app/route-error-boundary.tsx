import { useEffect, useState } from 'react';
import { useLocation, useRouteError } from 'react-router';
import { describeError } from '../components/errors/describe-error';
import { ErrorPage } from '../components/errors/error-page';
import { LoadingScreen } from '../components/ui/loading-screen';
import { isChunkLoadError, reloadOnce } from '../lib/reload-guard';

/**
 * Shows what went wrong in a route: `Page Not Found` or `Internal Server Error`. A page chunk that
 * failed to load (usually: a new build replaced it) reloads the page once instead.
 */
function RouteError() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const chunkError = isChunkLoadError(error);
  const [reloadRefused, setReloadRefused] = useState(false);
  const description = describeError(error, pathname);

  useEffect(() => {
    if (chunkError && !reloadOnce()) setReloadRefused(true);
  }, [chunkError]);

  useEffect(() => {
    if (description.status !== 404) console.error(error);
  }, [error, description.status]);

  if (chunkError && !reloadRefused) return <LoadingScreen />;
  return <ErrorPage {...description} />;
}

/** For layout routes: the error replaces the whole page. */
export function PageErrorBoundary() {
  return (
    <main className="min-h-dvh bg-gray-50">
      <RouteError />
    </main>
  );
}

/** For the pages inside a layout: the error shows where the page would, the menus stay. */
export function ContentErrorBoundary() {
  return <RouteError />;
}
