import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  createApiClient,
  CSRF_UNAVAILABLE_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  REDIRECT_MESSAGE,
} from './api-client';
import {
  fakeCookieAuthClient,
  fakeCookieJar,
  fakeFetch,
  jsonResponse as json,
  memoryTokenStorage,
  testCsrf,
} from '../testing/fake-api';

function client(fetch: typeof globalThis.fetch, token: string | null = null, retries = 0) {
  return createApiClient({
    baseUrl: 'https://api.example.nl',
    auth: { mode: 'token', tokenStorage: memoryTokenStorage(token) },
    retries,
    retryDelayMs: 0,
    fetch,
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('api client', () => {
  it('sends Accept: application/json and the bearer token on every request', async () => {
    const { fetch, calls } = fakeFetch(json(200, { id: '1' }));
    const result = await client(fetch, 'tok').get('/api/user', { query: { a: 1, b: undefined } });
    expect(result).toEqual({ id: '1' });
    expect(calls[0]?.url).toBe('https://api.example.nl/api/user?a=1');
    expect(calls[0]?.headers.get('Accept')).toBe('application/json');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer tok');
  });

  it('sends no Authorization header without a token', async () => {
    const { fetch, calls } = fakeFetch(json(200, {}));
    await client(fetch).get('/api/user');
    expect(calls[0]?.headers.has('Authorization')).toBe(false);
    expect(calls[0]?.headers.get('Accept')).toBe('application/json');
  });

  it('sends a body as JSON', async () => {
    const { fetch, calls } = fakeFetch(json(200, { token: 't' }));
    await client(fetch).post('/api/login', { email: 'a@b.nl', password: 'x' });
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(calls[0]?.body).toBe('{"email":"a@b.nl","password":"x"}');
  });

  it('sends a PUT with a file upload form as POST with _method=PUT', async () => {
    const { fetch, calls } = fakeFetch(json(200, {}));
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.txt');
    await client(fetch, 'tok').put('/api/files/1', form);
    expect(calls[0]?.method).toBe('POST');
    const sent = calls[0]?.body;
    expect(sent).toBeInstanceOf(FormData);
    expect((sent as FormData).get('_method')).toBe('PUT');
    expect((sent as FormData).get('file')).toBeInstanceOf(Blob);
    expect(form.has('_method')).toBe(false);
    // The browser sets the multipart boundary itself.
    expect(calls[0]?.headers.has('Content-Type')).toBe(false);
  });

  it('keeps a PUT with JSON a PUT', async () => {
    const { fetch, calls } = fakeFetch(json(200, {}));
    await client(fetch).put('/api/leads/1', { name: 'x' });
    expect(calls[0]?.method).toBe('PUT');
  });

  it('answers undefined for 204', async () => {
    const { fetch } = fakeFetch(new Response(null, { status: 204 }));
    await expect(client(fetch, 'tok').post('/api/logout')).resolves.toBeUndefined();
  });

  it('throws ApiError with the Dutch message and field errors of the answer', async () => {
    const { fetch } = fakeFetch(
      json(422, {
        message: 'De gegevens zijn niet geldig.',
        errors: { email: ['E-mailadres is verplicht.'] },
      }),
    );
    const error = await client(fetch)
      .post('/api/login', {})
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      message: 'De gegevens zijn niet geldig.',
      errors: { email: ['E-mailadres is verplicht.'] },
    });
  });

  it('reads Retry-After of a 429', async () => {
    const { fetch } = fakeFetch(json(429, { message: 'Te veel pogingen.' }, { 'Retry-After': '60' }));
    await expect(client(fetch).post('/api/login', {})).rejects.toMatchObject({ status: 429, retryAfter: 60 });
  });

  it('uses a Dutch fallback when the answer has no message', async () => {
    const { fetch } = fakeFetch(new Response('<html>', { status: 502 }));
    await expect(client(fetch).get('/api/x')).rejects.toMatchObject({
      status: 502,
      message: expect.stringContaining('Er is iets misgegaan'),
    });
  });

  it('reports a 401 on a signed-in request as the end of the session', async () => {
    const { fetch } = fakeFetch(json(401, { message: 'Niet ingelogd.' }));
    const api = client(fetch, 'tok');
    const listener = vi.fn();
    api.onUnauthorized(listener);
    await expect(api.get('/api/leads')).rejects.toMatchObject({ status: 401 });
    expect(listener).toHaveBeenCalledOnce();
  });

  it('does not end the session for calls that expect 401', async () => {
    const { fetch } = fakeFetch(json(401, { message: 'Onjuist.' }), json(401, { message: 'Onjuist.' }));
    const listener = vi.fn();
    const signedIn = client(fetch, 'tok');
    signedIn.onUnauthorized(listener);
    await expect(signedIn.get('/api/user', { handleUnauthorized: false })).rejects.toMatchObject({
      status: 401,
    });
    await expect(signedIn.post('/api/login', {}, { handleUnauthorized: false })).rejects.toMatchObject({
      status: 401,
    });
    expect(listener).not.toHaveBeenCalled();
  });

  it('reports a 401 without a token too: the token cookie went in another tab', async () => {
    const { fetch } = fakeFetch(json(401, { message: 'Je bent niet ingelogd.' }));
    const api = client(fetch, null);
    const listener = vi.fn();
    api.onUnauthorized(listener);
    await expect(api.get('/api/customers')).rejects.toMatchObject({ status: 401 });
    expect(listener).toHaveBeenCalledOnce();
  });

  it('handles redirects itself: fetch never follows them', async () => {
    const { fetch, calls } = fakeFetch(json(200, {}), json(200, {}));
    await client(fetch).get('/api/user');
    await client(fetch).post('/api/login', {});
    expect(calls.map((call) => call.redirect)).toEqual(['manual', 'manual']);
  });

  it('refuses a redirect in token mode: a page opened there would carry no token', async () => {
    const navigate = vi.fn();
    const { fetch } = fakeFetch(new Response(null, { status: 302, headers: { Location: '/elders' } }));
    const api = createApiClient({
      baseUrl: '',
      auth: { mode: 'token', tokenStorage: memoryTokenStorage('tok') },
      retries: 0,
      fetch,
      navigate,
    });
    await expect(api.get('/api/exact/connect')).rejects.toMatchObject({
      status: 302,
      message: REDIRECT_MESSAGE,
    });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('warns about a CSRF token mismatch on 419', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { fetch } = fakeFetch(json(419, { message: 'x' }));
    await expect(client(fetch).post('/api/x')).rejects.toMatchObject({ status: 419 });
    expect(warn).toHaveBeenCalledWith('CSRF token mismatch');
  });

  it('turns a network failure into ApiError status 0 without retrying by default', async () => {
    const { fetch, calls } = fakeFetch(new TypeError('Failed to fetch'), json(200, {}));
    await expect(client(fetch).get('/api/user')).rejects.toMatchObject({
      status: 0,
      message: NETWORK_ERROR_MESSAGE,
    });
    expect(calls).toHaveLength(1);
  });

  it('retries a GET once after a network failure when configured', async () => {
    const { fetch, calls } = fakeFetch(new TypeError('Failed to fetch'), json(200, { ok: true }));
    await expect(client(fetch, null, 1).get('/api/user')).resolves.toEqual({ ok: true });
    expect(calls).toHaveLength(2);
  });

  it('gives up after the single retry', async () => {
    const { fetch, calls } = fakeFetch(new TypeError('a'), new TypeError('b'), json(200, {}));
    await expect(client(fetch, null, 1).get('/api/user')).rejects.toMatchObject({ status: 0 });
    expect(calls).toHaveLength(2);
  });

  it('does not retry a POST or an HTTP error', async () => {
    const post = fakeFetch(new TypeError('Failed to fetch'), json(200, {}));
    await expect(client(post.fetch, null, 1).post('/api/login', {})).rejects.toMatchObject({ status: 0 });
    expect(post.calls).toHaveLength(1);

    const failing = fakeFetch(json(500, { message: 'Stuk.' }), json(200, {}));
    await expect(client(failing.fetch, null, 1).get('/api/x')).rejects.toMatchObject({ status: 500 });
    expect(failing.calls).toHaveLength(1);
  });
});

describe('api client in cookie mode', () => {
  const cookieClient = (fetch: typeof globalThis.fetch, navigate: (url: string) => void) =>
    createApiClient({
      baseUrl: 'https://crm.example.nl',
      auth: { mode: 'cookie', csrf: testCsrf, cookies: () => fakeCookieJar() },
      retries: 0,
      fetch,
      navigate,
    });

  const csrfAnswer = (value: string) =>
    new Response(null, {
      status: 204,
      headers: { 'Set-Cookie': `crm_csrf=${value}; Path=/; SameSite=Strict` },
    });

  it('fetches the CSRF cookie before the first change and sends its value in the CSRF header', async () => {
    const jar = fakeCookieJar();
    const { api, calls } = fakeCookieAuthClient(jar, csrfAnswer('c1'), json(200, {}), json(200, {}));
    await api.post('/api/leads', { companyName: 'x' });
    await api.delete('/api/leads/1');
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /api/csrf',
      'POST /api/leads',
      'DELETE /api/leads/1',
    ]);
    expect(calls[1]?.headers.get('X-CSRF-Token')).toBe('c1');
    expect(calls[2]?.headers.get('X-CSRF-Token')).toBe('c1');
  });

  it('sends neither a CSRF header nor a bearer token on a read', async () => {
    const jar = fakeCookieJar({ crm_csrf: 'c1', crm_token: 'old' });
    const { api, calls } = fakeCookieAuthClient(jar, json(200, {}));
    await api.get('/api/user');
    expect(calls[0]?.headers.has(testCsrf.headerName)).toBe(false);
    expect(calls[0]?.headers.has('Authorization')).toBe(false);
  });

  it('stops with a Dutch message when the CSRF endpoint sets no cookie', async () => {
    const { api, calls } = fakeCookieAuthClient(fakeCookieJar(), new Response(null, { status: 404 }));
    await expect(api.put('/api/profile', {})).rejects.toMatchObject({
      status: 0,
      message: CSRF_UNAVAILABLE_MESSAGE,
    });
    expect(calls).toHaveLength(1);
  });

  it('warns about a mismatch (419) and does nothing more', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { api } = fakeCookieAuthClient(
      fakeCookieJar({ crm_csrf: 'c1' }),
      json(419, { message: 'Mislukt.' }),
    );
    const listener = vi.fn();
    api.onUnauthorized(listener);
    await expect(api.post('/api/todos', {})).rejects.toMatchObject({ status: 419, message: 'Mislukt.' });
    expect(warn).toHaveBeenCalledWith('CSRF token mismatch');
    expect(listener).not.toHaveBeenCalled();
  });

  it("opens a redirect's target as a page", async () => {
    const navigate = vi.fn();
    const { fetch } = fakeFetch(
      new Response(null, { status: 302, headers: { Location: 'https://start.exactonline.nl/oauth' } }),
    );
    const api = cookieClient(fetch, navigate);
    const call = api.get('/api/exact/connect');
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('https://start.exactonline.nl/oauth'));
    // The page is being left: the call neither answers nor fails.
    const settled = await Promise.race([
      call.then(
        () => 'settled',
        () => 'settled',
      ),
      Promise.resolve('open'),
    ]);
    expect(settled).toBe('open');
  });

  it("opens the request's own URL for a browser's opaque redirect, whose Location is hidden", async () => {
    const navigate = vi.fn();
    const opaque = { type: 'opaqueredirect', status: 0, url: 'https://crm.example.nl/api/exact/connect' };
    const fetch = vi.fn(async () => opaque as Response);
    const api = cookieClient(fetch, navigate);
    void api.get('/api/exact/connect');
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('https://crm.example.nl/api/exact/connect'));
  });
});
