import { useLocation } from 'react-router';
import { notFoundDescription } from '../../components/errors/describe-error';
import { ErrorPage } from '../../components/errors/error-page';

/** Any path no route matches. */
export function Component() {
  const { pathname } = useLocation();
  return (
    <main className="min-h-dvh bg-gray-50">
      <ErrorPage {...notFoundDescription(pathname)} />
    </main>
  );
}
