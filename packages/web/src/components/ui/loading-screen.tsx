import { Spinner } from './spinner';

export const LOADING_TEXT = 'Bezig met laden...';
/** The seed's text for a list, search or log with nothing in it. */
export const EMPTY_TEXT = 'Geen resultaten';

/** Full-page loading state, e.g. while the signed-in user is being loaded. */
export function LoadingScreen() {
  return (
    <div className="flex min-h-dvh items-center justify-center" role="status">
      <div className="flex items-center gap-3 text-gray-600">
        <Spinner />
        <span>{LOADING_TEXT}</span>
      </div>
    </div>
  );
}
