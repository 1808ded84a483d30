import { env } from '../config/env';
import { createApiClient } from './api-client';
import { cookieTokenStorage } from './token-storage';

/** The bearer token of the signed-in user. */
export const tokenStorage = cookieTokenStorage();

/** The one API client of the app: every call goes through it. */
export const api = createApiClient({ baseUrl: env.apiUrl, tokenStorage, retries: env.apiRetry });
