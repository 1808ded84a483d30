import { createApiClient } from '../lib/api-client';
import type { CookieJar } from '../lib/cookies';
import type { TokenStorage } from '../lib/token-storage';

/** Helpers for unit tests: an API client over a scripted fetch, a token store in memory. */

export type RecordedCall = {
  url: string;
  method: string;
  headers: Headers;
  body: BodyInit | null | undefined;
  redirect: RequestRedirect | undefined;
};

export function memoryTokenStorage(token: string | null = null): TokenStorage & { current(): string | null } {
  let stored = token;
  return {
    get: () => stored,
    set: (value) => {
      stored = value;
    },
    clear: () => {
      stored = null;
    },
    current: () => stored,
  };
}

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** A fetch that records each call and answers with the next of `answers` (a Response, or an Error to throw). */
export function fakeFetch(...answers: (Response | Error)[]) {
  const calls: RecordedCall[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    calls.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: init?.body,
      redirect: init?.redirect,
    });
    const answer = answers.shift();
    if (!answer) throw new Error(`Unexpected request: ${init?.method ?? 'GET'} ${String(input)}`);
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { fetch, calls };
}

const endpoints = { login: '/api/login', logout: '/api/logout', user: '/api/user' };

/** The app's auth dependencies in token mode over a scripted fetch. */
export function fakeAuthClient(token: string | null, ...answers: (Response | Error)[]) {
  const { fetch, calls } = fakeFetch(...answers);
  const tokenStorage = memoryTokenStorage(token);
  const api = createApiClient({ baseUrl: '', auth: { mode: 'token', tokenStorage }, retries: 0, fetch });
  return { api, tokenStorage, endpoints, calls };
}

/** A cookie jar as `document.cookie` behaves for these tests: writes add or replace one cookie. */
export function fakeCookieJar(
  initial: Record<string, string> = {},
): CookieJar & { values: Map<string, string> } {
  const values = new Map(Object.entries(initial));
  return {
    values,
    get cookie() {
      return [...values].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(header: string) {
      const [pair = ''] = header.split(';');
      const separator = pair.indexOf('=');
      values.set(pair.slice(0, separator).trim(), pair.slice(separator + 1));
    },
  };
}

export const testCsrf = { endpoint: '/api/csrf', cookieName: 'crm_csrf', headerName: 'X-CSRF-Token' };

/**
 * The app's auth dependencies in cookie mode. Like a browser, the fetch stores the cookies an
 * answer sets (`Set-Cookie`) in the jar the client reads.
 */
export function fakeCookieAuthClient(jar: CookieJar, ...answers: (Response | Error)[]) {
  const { fetch, calls } = fakeFetch(...answers);
  const browserFetch: typeof globalThis.fetch = async (input, init) => {
    const response = await fetch(input, init);
    for (const line of response.headers.getSetCookie()) jar.cookie = line;
    return response;
  };
  const api = createApiClient({
    baseUrl: '',
    auth: { mode: 'cookie', csrf: testCsrf, cookies: () => jar },
    retries: 0,
    fetch: browserFetch,
  });
  return { api, tokenStorage: memoryTokenStorage(), endpoints, calls };
}
