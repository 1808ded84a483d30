import { isRouteErrorResponse } from 'react-router';
import { ApiError } from '../../lib/api-client';

/**
 * The seed's English title and message, word for word, and one Dutch sentence beneath them that says
 * what happened, so a Dutch reader is not left with English only.
 */
export type ErrorDescription = { status: number; title: string; message: string; explanation: string };

export const NOT_FOUND_TITLE = 'Page Not Found';
export const SERVER_ERROR_TITLE = 'Internal Server Error';
export const NOT_FOUND_EXPLANATION =
  'Deze pagina bestaat niet (meer). Controleer het adres of ga terug naar de startpagina.';
export const SERVER_ERROR_EXPLANATION =
  'Er ging iets mis bij het tonen van deze pagina. Probeer het later opnieuw of ga terug naar de startpagina.';

/** The page for a path no route knows: `Page Not Found: /nope`. */
export function notFoundDescription(pathname: string): ErrorDescription {
  return {
    status: 404,
    title: NOT_FOUND_TITLE,
    message: `${NOT_FOUND_TITLE}: ${pathname}`,
    explanation: NOT_FOUND_EXPLANATION,
  };
}

/**
 * What the error page shows (the seed's wording): a 404 is `Page Not Found` with the path; any other
 * error is `Internal Server Error`, with the error's own message when it has one.
 */
export function describeError(error: unknown, pathname: string): ErrorDescription {
  const status = statusOf(error);
  if (status === 404) return notFoundDescription(pathname);
  return {
    status,
    title: SERVER_ERROR_TITLE,
    message: messageOf(error) ?? SERVER_ERROR_TITLE,
    explanation: SERVER_ERROR_EXPLANATION,
  };
}

function statusOf(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  if (error instanceof ApiError && error.status >= 400) return error.status;
  return 500;
}

function messageOf(error: unknown): string | null {
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data;
    if (typeof data === 'string' && data.trim() !== '') return data;
    if (typeof data === 'object' && data !== null && 'message' in data && typeof data.message === 'string') {
      return data.message;
    }
    return null;
  }
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return null;
}
