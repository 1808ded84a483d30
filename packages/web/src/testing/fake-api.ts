import { createApiClient } from '../lib/api-client';
import type { TokenStorage } from '../lib/token-storage';

/** Helpers for unit tests: an API client over a scripted fetch, a token store in memory. */

export type RecordedCall = {
  url: string;
  method: string;
  headers: Headers;
  body: BodyInit | null | undefined;
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
    });
    const answer = answers.shift();
    if (!answer) throw new Error(`Unexpected request: ${init?.method ?? 'GET'} ${String(input)}`);
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { fetch, calls };
}

/** The app's auth dependencies over a scripted fetch. */
export function fakeAuthClient(token: string | null, ...answers: (Response | Error)[]) {
  const { fetch, calls } = fakeFetch(...answers);
  const tokenStorage = memoryTokenStorage(token);
  const api = createApiClient({ baseUrl: '', tokenStorage, retries: 0, fetch });
  return { api, tokenStorage, calls };
}
