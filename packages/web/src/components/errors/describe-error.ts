import { isRouteErrorResponse } from 'react-router';
import { ApiError } from '../../lib/api-client';

export type ErrorDescription = { status: number; title: string; message: string };

export const NOT_FOUND_TITLE = 'Page Not Found';
export const SERVER_ERROR_TITLE = 'Internal Server Error';

/** The page for a path no route knows: `Page Not Found: /nope`. */
export function notFoundDescription(pathname: string): ErrorDescription {
  return { status: 404, title: NOT_FOUND_TITLE, message: `${NOT_FOUND_TITLE}: ${pathname}` };
}

/**
 * What the error page shows (the seed's wording): a 404 is `Page Not Found` with the path; any other
 * error is `Internal Server Error`, with the error's own message when it has one.
 */
export function describeError(error: unknown, pathname: string): ErrorDescription {
  const status = statusOf(error);
  if (status === 404) return notFoundDescription(pathname);
  return { status, title: SERVER_ERROR_TITLE, message: messageOf(error) ?? SERVER_ERROR_TITLE };
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
