import { describe, expect, it } from 'vitest';
import { app } from '../app.ts';
import { createTestUser, signIn } from '../testing.ts';

/**
 * Cookie mode (decision 017), through the same app served with `authMode: 'cookie'` in its
 * bindings, as the local server does. Cookies travel by hand, as a browser would send them.
 */
type Jar = Map<string, string>;

function cookieRequest(
  path: string,
  { method = 'GET', body, jar, csrf }: { method?: string; body?: unknown; jar: Jar; csrf?: string },
) {
  const headers = new Headers({ Accept: 'application/json' });
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  if (jar.size > 0) headers.set('Cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
  if (csrf !== undefined) headers.set('X-CSRF-Token', csrf);
  return app.request(
    path,
    { method, headers, body: body === undefined ? undefined : JSON.stringify(body) },
    { authMode: 'cookie', incoming: { socket: { remoteAddress: '192.0.2.17' } } },
  );
}

/** The Set-Cookie lines of an answer, by cookie name; the jar takes their values (or drops them). */
function takeCookies(response: Response, jar: Jar): Map<string, string> {
  const lines = new Map<string, string>();
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator);
    const value = pair.slice(separator + 1);
    lines.set(name, line);
    if (value === '' || /Max-Age=0/i.test(line)) jar.delete(name);
    else jar.set(name, value);
  }
  return lines;
}

async function csrfFor(jar: Jar): Promise<string> {
  const response = await cookieRequest('/api/csrf', { jar });
  expect(response.status).toBe(204);
  takeCookies(response, jar);
  const token = jar.get('crm_csrf');
  if (!token) throw new Error('no CSRF cookie');
  return token;
}

async function cookieSignIn(jar: Jar) {
  const { email, password, user } = await createTestUser();
  const csrf = await csrfFor(jar);
  const response = await cookieRequest('/api/login', {
    method: 'POST',
    body: { email, password },
    jar,
    csrf,
  });
  return { response, user, cookies: takeCookies(response, jar) };
}

describe('cookie mode', () => {
  it('sets a readable, Secure, SameSite=Strict CSRF cookie from GET /api/csrf', async () => {
    const jar: Jar = new Map();
    const response = await cookieRequest('/api/csrf', { jar });
    expect(response.status).toBe(204);
    const line = takeCookies(response, jar).get('crm_csrf') ?? '';
    expect(line).toMatch(/^crm_csrf=[A-Za-z0-9_-]{43};/);
    expect(line).toContain('Path=/;');
    expect(line).toContain('Secure');
    expect(line).toContain('SameSite=Strict');
    expect(line).not.toContain('HttpOnly');
  });

  it('signs in with an HttpOnly session cookie instead of a token in the answer', async () => {
    const jar: Jar = new Map();
    const before = await csrfFor(jar);
    const { response, user, cookies } = await cookieSignIn(jar);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    const session = cookies.get('crm_session') ?? '';
    for (const attribute of ['HttpOnly', 'Secure', 'SameSite=Strict', 'Path=/api', 'Max-Age=43200']) {
      expect(session).toContain(attribute);
    }
    // A session that begins gets a CSRF token of its own.
    expect(jar.get('crm_csrf')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(jar.get('crm_csrf')).not.toBe(before);

    const identity = await cookieRequest('/api/user', { jar });
    expect(identity.status).toBe(200);
    expect(await identity.json()).toMatchObject({ id: user.id });
  });

  it('answers 419 to a change without the CSRF header, or with another value, and changes nothing', async () => {
    const jar: Jar = new Map();
    const { email, password } = await createTestUser();
    await csrfFor(jar);
    const refused = await cookieRequest('/api/login', { method: 'POST', body: { email, password }, jar });
    expect(refused.status).toBe(419);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'De beveiligingscontrole van dit verzoek is mislukt. Laad de pagina opnieuw en probeer het nog eens.',
    );
    expect(refused.headers.getSetCookie()).toEqual([]);

    await cookieSignIn(jar);
    const forged = await cookieRequest('/api/logout', { method: 'POST', jar, csrf: 'vervalst' });
    expect(forged.status).toBe(419);
    expect((await cookieRequest('/api/user', { jar })).status).toBe(200);
  });

  it('accepts only the cookie: a bearer token is no way in', async () => {
    const jar: Jar = new Map();
    await cookieSignIn(jar);
    const token = jar.get('crm_session') ?? '';
    const bearer = await app.request(
      '/api/user',
      { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } },
      { authMode: 'cookie' },
    );
    expect(bearer.status).toBe(401);
  });

  it('logs out: the session ends on the server and the cookie is cleared', async () => {
    const jar: Jar = new Map();
    await cookieSignIn(jar);
    const session = jar.get('crm_session') ?? '';
    const csrf = jar.get('crm_csrf');
    const response = await cookieRequest('/api/logout', { method: 'POST', jar, csrf });
    expect(response.status).toBe(204);
    expect(takeCookies(response, jar).get('crm_session')).toMatch(/Max-Age=0/);
    expect(jar.has('crm_session')).toBe(false);

    const replay = await cookieRequest('/api/user', { jar: new Map([['crm_session', session]]) });
    expect(replay.status).toBe(401);
  });
});

describe('token mode (the default)', () => {
  it('has no CSRF endpoint, sets no cookie at login and needs no CSRF header', async () => {
    expect((await app.request('/api/csrf', { headers: { Accept: 'application/json' } })).status).toBe(404);
    const { email } = await createTestUser();
    const token = await signIn(email);
    expect(token.split('.')).toHaveLength(3);
    const logout = await app.request('/api/logout', {
      method: 'POST',
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    });
    expect(logout.status).toBe(204);
    expect(logout.headers.getSetCookie()).toEqual([]);
  });
});
