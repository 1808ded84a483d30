import { isUnsafeMethod } from '@crm/core/auth/auth-mode';
import { apiUrl, type ApiRead } from './api-url';
import { readCookie, type CookieJar } from './cookies';
import { shouldRetry } from './retry-policy';
import type { TokenStorage } from './token-storage';

export const NETWORK_ERROR_MESSAGE =
  'Geen verbinding met de server. Controleer de internetverbinding en probeer het opnieuw.';

export const REDIRECT_MESSAGE =
  'De server stuurde dit verzoek door naar een andere plek; dat volgt de app niet.';
export const CSRF_UNAVAILABLE_MESSAGE =
  'De beveiligingscode van de server kon niet worden opgehaald. Laad de pagina opnieuw.';

/** An API answer other than 2xx, or no answer at all (`status` 0). `message` is the API's Dutch text. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    /** Field messages of a 422 answer, keyed by field name. */
    readonly errors: Readonly<Record<string, readonly string[]>> = {},
    /** Seconds to wait, from the Retry-After header of a 429 answer. */
    readonly retryAfter: number | null = null,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

export type RequestOptions = {
  query?: ApiRead['query'];
  /** Sent as JSON, or as multipart when it is FormData. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * Whether a 401 answer ends the session (clears the identity and opens the login page), whether
   * or not the request carried a token: the token cookie may have gone in another tab. Off for
   * calls where 401 is an ordinary answer: loading the identity, logging in and logging out.
   */
  handleUnauthorized?: boolean;
};

/**
 * How requests prove who sends them (decision 017): the bearer token from its storage, or the
 * browser's HttpOnly session cookie plus the CSRF cookie's value in the CSRF header on every change.
 */
export type ClientAuth =
  | { mode: 'token'; tokenStorage: TokenStorage }
  | {
      mode: 'cookie';
      csrf: { endpoint: string; cookieName: string; headerName: string };
      /** `document` unless a test passes its own. */
      cookies: () => CookieJar;
    };

export type ApiClientOptions = {
  /** '' for the SPA's own origin, otherwise an absolute URL without trailing slash. */
  baseUrl: string;
  auth: ClientAuth;
  /** Retries of idempotent requests after a network error: 0 or 1. */
  retries: number;
  retryDelayMs?: number;
  fetch?: typeof fetch;
  /** Cookie mode: opens a redirect's target as a page (`location.assign` unless a test passes its own). */
  navigate?: (url: string) => void;
};

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type ApiClient = ReturnType<typeof createApiClient>;

export function createApiClient(options: ApiClientOptions) {
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const retryDelayMs = options.retryDelayMs ?? 500;
  const navigate = options.navigate ?? ((url: string) => window.location.assign(url));
  const unauthorizedListeners = new Set<() => void>();
  const { auth } = options;

  /** Cookie mode: the CSRF cookie's value, fetched from the CSRF endpoint first when it is missing. */
  async function csrfToken(csrf: { endpoint: string; cookieName: string }, cookies: CookieJar) {
    const present = readCookie(cookies, csrf.cookieName);
    if (present) return present;
    try {
      await fetchImpl(`${options.baseUrl}${csrf.endpoint}`, {
        headers: { Accept: 'application/json' },
        redirect: 'manual',
      });
    } catch (error) {
      throw new ApiError(0, NETWORK_ERROR_MESSAGE, {}, null, { cause: error });
    }
    const fetched = readCookie(cookies, csrf.cookieName);
    if (!fetched) throw new ApiError(0, CSRF_UNAVAILABLE_MESSAGE);
    return fetched;
  }

  async function request(method: Method, path: string, init: RequestOptions = {}): Promise<unknown> {
    const headers = new Headers(init.headers);
    headers.set('Accept', 'application/json');
    if (auth.mode === 'token') {
      const token = auth.tokenStorage.get();
      if (token) headers.set('Authorization', `Bearer ${token}`);
    } else if (isUnsafeMethod(method)) {
      headers.set(auth.csrf.headerName, await csrfToken(auth.csrf, auth.cookies()));
    }

    let sentMethod: Method = method;
    let body: BodyInit | undefined;
    if (init.body instanceof FormData) {
      body = init.body;
      // A file upload form travels as POST with a method override field, which the API honours.
      if (method === 'PUT') {
        sentMethod = 'POST';
        const form = new FormData();
        for (const [name, value] of init.body) form.append(name, value);
        form.set('_method', 'PUT');
        body = form;
      }
    } else if (init.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(init.body);
    }

    const url = apiUrl(options.baseUrl, { path, query: init.query });
    let response: Response;
    for (let attempt = 0; ; attempt++) {
      try {
        // Redirects are the app's to handle, not fetch's (the seed's rule).
        const { signal } = init;
        response = await fetchImpl(url, { method: sentMethod, headers, body, signal, redirect: 'manual' });
        break;
      } catch (error) {
        if (init.signal?.aborted) throw error;
        if (shouldRetry({ method: sentMethod, error, attempt, maxRetries: options.retries })) {
          await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
          continue;
        }
        throw new ApiError(0, NETWORK_ERROR_MESSAGE, {}, null, { cause: error });
      }
    }

    const target = redirectTarget(response, url);
    if (target !== null) {
      if (auth.mode === 'token') throw new ApiError(response.status, REDIRECT_MESSAGE);
      // The browser hides a manual redirect's Location; opening the request's URL as a page lets
      // it follow the redirect itself, with the session cookie. The page is left: never settles.
      navigate(target);
      return new Promise<never>(() => {});
    }

    const payload = await readBody(response);
    if (response.ok) return payload;

    if (response.status === 419) console.warn('CSRF token mismatch');
    if (response.status === 401 && init.handleUnauthorized !== false) {
      for (const listener of unauthorizedListeners) listener();
    }
    throw new ApiError(
      response.status,
      messageOf(payload) ?? fallbackMessage(response.status),
      fieldErrorsOf(payload),
      retryAfterOf(response),
    );
  }

  return {
    request,
    get: (path: string, init?: Omit<RequestOptions, 'body'>) => request('GET', path, init),
    post: (path: string, body?: unknown, init?: RequestOptions) => request('POST', path, { ...init, body }),
    put: (path: string, body?: unknown, init?: RequestOptions) => request('PUT', path, { ...init, body }),
    patch: (path: string, body?: unknown, init?: RequestOptions) => request('PATCH', path, { ...init, body }),
    delete: (path: string, init?: RequestOptions) => request('DELETE', path, init),
    authMode: auth.mode,
    /** Called when a request gets 401 (unless it opted out): the session has ended. */
    onUnauthorized(listener: () => void): () => void {
      unauthorizedListeners.add(listener);
      return () => unauthorizedListeners.delete(listener);
    },
  };
}

/**
 * Where a redirected answer points, or null when it is none. A browser's manual redirect is an
 * opaque answer (status 0, no headers); a 3xx with its Location comes from elsewhere (tests, Node).
 */
function redirectTarget(response: Response, requestUrl: string): string | null {
  if (response.type === 'opaqueredirect') return response.url || requestUrl;
  if (response.status < 300 || response.status > 399) return null;
  const location = response.headers.get('Location');
  if (!location) return requestUrl;
  // A relative request URL means the SPA's own origin, where a relative Location opens as it is.
  return URL.canParse(requestUrl) ? new URL(location, requestUrl).href : location;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  if (!(response.headers.get('Content-Type') ?? '').includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function messageOf(payload: unknown): string | null {
  return isRecord(payload) && typeof payload.message === 'string' && payload.message !== ''
    ? payload.message
    : null;
}

function fieldErrorsOf(payload: unknown): Record<string, string[]> {
  if (!isRecord(payload) || !isRecord(payload.errors)) return {};
  const errors: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(payload.errors)) {
    if (Array.isArray(messages)) {
      errors[field] = messages.filter((message): message is string => typeof message === 'string');
    } else if (typeof messages === 'string') {
      errors[field] = [messages];
    }
  }
  return errors;
}

function retryAfterOf(response: Response): number | null {
  const header = response.headers.get('Retry-After');
  if (header === null) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds;
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

function fallbackMessage(status: number): string {
  switch (status) {
    case 401:
      return 'Je bent niet (meer) ingelogd.';
    case 403:
      return 'Je hebt geen toegang tot deze gegevens.';
    case 404:
      return 'Niet gevonden.';
    case 409:
      return 'Dit item is intussen door iemand anders gewijzigd. Laad de pagina opnieuw.';
    case 413:
      return 'Het verzoek is te groot.';
    case 422:
      return 'De gegevens zijn niet geldig.';
    case 429:
      return 'Te veel pogingen. Probeer het later opnieuw.';
    default:
      return `Er is iets misgegaan (status ${status}). Probeer het later opnieuw.`;
  }
}
