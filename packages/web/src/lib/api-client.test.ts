import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, NETWORK_ERROR_MESSAGE } from './api-client';
import { fakeFetch, jsonResponse as json, memoryTokenStorage } from '../testing/fake-api';

function client(fetch: typeof globalThis.fetch, token: string | null = null, retries = 0) {
  return createApiClient({
    baseUrl: 'https://api.example.nl',
    tokenStorage: memoryTokenStorage(token),
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

  it('does not end the session for calls that expect 401, or for guests', async () => {
    const { fetch } = fakeFetch(json(401, { message: 'Onjuist.' }), json(401, { message: 'Onjuist.' }));
    const listener = vi.fn();
    const signedIn = client(fetch, 'tok');
    signedIn.onUnauthorized(listener);
    await expect(signedIn.get('/api/user', { handleUnauthorized: false })).rejects.toMatchObject({
      status: 401,
    });
    const guest = createApiClient({ baseUrl: '', tokenStorage: memoryTokenStorage(), retries: 0, fetch });
    guest.onUnauthorized(listener);
    await expect(guest.post('/api/login', {})).rejects.toMatchObject({ status: 401 });
    expect(listener).not.toHaveBeenCalled();
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
