import {
  ACCESS_TOKEN_SECONDS,
  CODE_SECONDS,
  EARLIEST_REFRESH_SECONDS,
  exactToken,
  REFRESH_TOKEN_DAYS,
  type FakeStore,
} from './store.ts';
import { escapeHtml, page } from './html.ts';

/**
 * Exact's OAuth2 authorization code flow: a login page, a consent page, codes of 3 minutes used
 * once, access tokens of 600 s (`expires_in` a string), refresh tokens that rotate and work once,
 * and no refresh before 570 s.
 */
export interface Answer {
  status: number;
  body: string;
  headers?: Record<string, string>;
}

const html = (body: string, status = 200): Answer => ({
  status,
  body,
  headers: { 'content-type': 'text/html; charset=utf-8' },
});
const json = (status: number, value: unknown, headers: Record<string, string> = {}): Answer => ({
  status,
  body: JSON.stringify(value),
  headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
});
const redirect = (location: string): Answer => ({ status: 302, body: '', headers: { location } });

function hidden(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('');
}

/** GET /api/oauth2/auth: the login page (Exact's own, "nep"). */
export function authorizePage(store: FakeStore, query: URLSearchParams, problem?: string): Answer {
  const clientId = query.get('client_id') ?? '';
  const redirectUri = query.get('redirect_uri') ?? '';
  if (clientId !== store.data.clientId || !redirectUri || query.get('response_type') !== 'code')
    return html(page('Exact Online (nep)', '<p>Ongeldige aanvraag: onbekende client of redirect.</p>'), 400);
  const carry = hidden({ client_id: clientId, redirect_uri: redirectUri, state: query.get('state') ?? '' });
  return html(
    page(
      'Inloggen bij Exact Online (nep)',
      `${problem ? `<p role="alert">${escapeHtml(problem)}</p>` : ''}
<form method="post" action="/api/oauth2/auth/login">${carry}
<label>Gebruikersnaam <input name="username" autocomplete="username"></label>
<label>Wachtwoord <input name="password" type="password" autocomplete="current-password"></label>
<button type="submit">Inloggen</button></form>`,
    ),
  );
}

/** POST /api/oauth2/auth/login: the consent page after a good login. */
export function login(store: FakeStore, form: URLSearchParams): Answer {
  const user = store.data.users.find(
    (candidate) => candidate.email === form.get('username') && candidate.password === form.get('password'),
  );
  if (!user) return authorizePage(store, withResponseType(form), 'Gebruikersnaam of wachtwoord is onjuist.');
  const carry = hidden({
    client_id: form.get('client_id') ?? '',
    redirect_uri: form.get('redirect_uri') ?? '',
    state: form.get('state') ?? '',
    user: user.id,
  });
  return html(
    page(
      'Toegang geven',
      `<p>Ingelogd als ${escapeHtml(user.fullName)}.</p>
<p>De app <strong>Relatiebeheer</strong> vraagt toegang tot je administraties: relaties en bankrekeningen lezen en wijzigen.</p>
<form method="post" action="/api/oauth2/auth/consent">${carry}
<button type="submit" name="answer" value="allow">Toestaan</button>
<button type="submit" name="answer" value="deny">Weigeren</button></form>`,
    ),
  );
}

function withResponseType(form: URLSearchParams): URLSearchParams {
  const query = new URLSearchParams(form);
  query.set('response_type', 'code');
  return query;
}

/** POST /api/oauth2/auth/consent: back to the app with a code (it holds a `!`) or an error. */
export function consent(store: FakeStore, form: URLSearchParams, now: number): Answer {
  const redirectUri = form.get('redirect_uri') ?? '';
  const user = store.user(form.get('user') ?? '');
  if (form.get('client_id') !== store.data.clientId || !user || !redirectUri)
    return html(page('Exact Online (nep)', '<p>Ongeldige aanvraag.</p>'), 400);
  const target = new URL(redirectUri);
  const state = form.get('state');
  if (state) target.searchParams.set('state', state);
  if (form.get('answer') !== 'allow') {
    target.searchParams.set('error', 'access_denied');
    return redirect(target.toString());
  }
  const code = exactToken('XTzM');
  store.data.codes[code] = { userId: user.id, redirectUri, issuedAt: now, used: false };
  store.save();
  target.searchParams.set('code', code);
  return redirect(target.toString());
}

const tooEarly = 'TooEarlyToRefreshTokens: Rate limit exceeded: access_token not expired';

/** POST /api/oauth2/token: the code exchange and the refresh. */
export function token(store: FakeStore, form: URLSearchParams, now: number): Answer {
  if (form.get('client_id') !== store.data.clientId || form.get('client_secret') !== store.data.clientSecret)
    return json(400, { error: 'invalid_client', error_description: 'Unauthorized Client' });
  const grant = form.get('grant_type');
  if (grant === 'authorization_code') {
    const code = store.data.codes[form.get('code') ?? ''];
    if (!code || code.used || now - code.issuedAt > CODE_SECONDS * 1000)
      return json(400, { error: 'invalid_grant', error_description: 'Bad Request' });
    if (code.redirectUri !== form.get('redirect_uri'))
      return json(400, { error: 'invalid_grant', error_description: 'Redirect URI mismatch' });
    code.used = true;
    return json(200, issue(store, code.userId, now));
  }
  if (grant === 'refresh_token') {
    const presented = form.get('refresh_token') ?? '';
    const chain = store.data.refreshTokens[presented];
    if (!chain)
      return json(400, {
        error: 'invalid_grant',
        error_description: 'Token is not allowed, because of invalid or empty chainId',
      });
    if (chain.usedAt !== undefined)
      return json(401, {
        error: 'invalid_client',
        error_description: 'Unauthorized Client: Old refresh token used.',
      });
    const expiresAt = chain.issuedAt + REFRESH_TOKEN_DAYS * 86_400_000;
    if (now > expiresAt)
      return json(400, {
        error: 'invalid_request',
        error_description: `The refresh token expired at ${new Date(expiresAt).toUTCString()} and it is now ${new Date(now).toUTCString()}.`,
      });
    if (now - chain.issuedAt < EARLIEST_REFRESH_SECONDS * 1000)
      return json(
        400,
        { error: 'access_denied', error_description: 'Rate limit exceeded: access_token not expired' },
        { Reason: tooEarly },
      );
    chain.usedAt = now;
    return json(200, issue(store, chain.userId, now));
  }
  return json(400, { error: 'unsupported_grant_type' });
}

function issue(store: FakeStore, userId: string, now: number) {
  const accessToken = exactToken('AAEA');
  const refreshToken = exactToken('Gcp7');
  store.data.accessTokens[accessToken] = { userId, issuedAt: now };
  store.data.refreshTokens[refreshToken] = { userId, issuedAt: now };
  store.save();
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: String(ACCESS_TOKEN_SECONDS),
    refresh_token: refreshToken,
  };
}
