import { clientConfig } from '../config/client';
import { createApiClient, type ClientAuth } from './api-client';
import { documentCookies } from './cookies';
import { withEarlyReads } from './early-read';
import { cookieTokenStorage, type TokenStorage } from './token-storage';

/**
 * The bearer token of the signed-in user in token mode. Cookie mode keeps nothing here: its
 * session cookie is HttpOnly, out of this script's reach.
 */
export const tokenStorage: TokenStorage =
  clientConfig.authMode === 'token'
    ? cookieTokenStorage(undefined, undefined, clientConfig.tokenStorage.cookieName)
    : { get: () => null, set: () => {}, clear: () => {} };

const auth: ClientAuth =
  clientConfig.authMode === 'token'
    ? { mode: 'token', tokenStorage }
    : { mode: 'cookie', csrf: clientConfig.csrf, cookies: documentCookies };

/** The one API client of the app: every call goes through it. */
export const api = createApiClient({
  baseUrl: clientConfig.apiUrl,
  auth,
  retries: clientConfig.retries,
  // A link page's first read may already be under way (the public entry, decision 055).
  fetch: withEarlyReads((input, init) => globalThis.fetch(input, init)),
});
