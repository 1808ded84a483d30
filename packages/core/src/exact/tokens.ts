import { claimLease, releaseLease } from '../db/lease.ts';
import { keys } from '../db/keys.ts';
import { ConflictError } from '../errors.ts';
import { log } from '../log.ts';
import type { ExactSettings } from './config.ts';
import {
  openTokens,
  readConnection,
  storeRefreshedTokens,
  markReconnectNeeded,
  type ConnectionItem,
} from './connection-item.ts';
import { ExactError, exactRequest } from './http.ts';
import { mailReconnectNeeded } from './reconnect-mail.ts';

/**
 * The token chain (decisions 035 and 044). An access token lives 600 s and may be replaced only
 * 570 s after it arrived; each refresh token works once. So: one refresher at a time (a lease on
 * the connection item), the tokens re-read after taking it, the new pair saved before it is used,
 * a 401 refreshes once, and a lost chain asks a Beheerder to connect again instead of looping.
 */
export const EARLIEST_REFRESH_MS = 570_000;
const LOCK_MS = 30_000;
const LOCK_WAIT_MS = 10_000;

export class ExactNotConnectedError extends ConflictError {
  constructor() {
    super('Exact Online is niet verbonden. Verbind eerst op de pagina Exact Online.');
  }
}

export class ExactReconnectNeededError extends ConflictError {
  constructor() {
    super(
      'De verbinding met Exact Online moet opnieuw worden gemaakt. Kies Verbinden op de pagina Exact Online.',
    );
  }
}

export interface AccessToken {
  token: string;
  issuedAt: number;
}

function usable(
  connection: ConnectionItem | undefined,
): ConnectionItem & { tokens: string; issuedAt: number } {
  if (!connection) throw new ExactNotConnectedError();
  if (connection.state === 'reconnect' || !connection.tokens || connection.issuedAt === undefined)
    throw new ExactReconnectNeededError();
  return connection as ConnectionItem & { tokens: string; issuedAt: number };
}

const youngerThan570 = (settings: ExactSettings, issuedAt: number) =>
  settings.clock.now() - issuedAt < EARLIEST_REFRESH_MS;

/** A token to call with: the stored one while it is younger than 570 s, a refreshed one after. */
export async function accessToken(settings: ExactSettings): Promise<AccessToken> {
  const connection = usable(await readConnection());
  if (youngerThan570(settings, connection.issuedAt))
    return { token: openTokens(connection.tokens).access, issuedAt: connection.issuedAt };
  return refresh(settings);
}

/**
 * After a 401 that says the token expired: a token another caller stored meanwhile, or one
 * refresh. A token Exact calls expired before 570 s passed on our clock is waited out when that
 * fits (clocks differ a little), never refreshed early.
 */
export async function tokenAfterRejection(settings: ExactSettings, rejected: string): Promise<AccessToken> {
  const connection = usable(await readConnection());
  const stored = openTokens(connection.tokens).access;
  if (stored !== rejected) return { token: stored, issuedAt: connection.issuedAt };
  const wait = connection.issuedAt + EARLIEST_REFRESH_MS - settings.clock.now();
  if (wait > settings.maxWaitMs) throw new ExactError(401, 'access token expired');
  if (wait > 0) await settings.clock.sleep(wait);
  return refresh(settings, rejected);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function refresh(settings: ExactSettings, rejected?: string): Promise<AccessToken> {
  const fresh = (connection: ConnectionItem | undefined): AccessToken | undefined => {
    const current = usable(connection);
    const token = openTokens(current.tokens).access;
    return token !== rejected && youngerThan570(settings, current.issuedAt)
      ? { token, issuedAt: current.issuedAt }
      : undefined;
  };
  // The lease is about processes, not Exact: it runs on the real clock.
  const giveUpAt = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    const lease = await claimLease(keys.exactConnection(), {
      ms: LOCK_MS,
      condition: 'attribute_exists(pk)',
    });
    if (lease) {
      try {
        // Another refresher may have finished between our read and our claim.
        const connection = await readConnection();
        const done = fresh(connection);
        if (done) return done;
        return await exchange(settings, usable(connection), lease.id);
      } finally {
        await releaseLease(lease);
      }
    }
    const done = fresh(await readConnection());
    if (done) return done;
    if (Date.now() > giveUpAt) throw new ExactError(0, 'another refresh of the tokens did not finish');
    await pause(100);
  }
}

/** Whether a token endpoint's answer means the chain is gone for good. */
function chainLost(error: ExactError): boolean {
  return (
    error.oauthError === 'invalid_grant' ||
    error.oauthError === 'invalid_request' ||
    /old refresh token used/i.test(error.exactText)
  );
}

async function exchange(
  settings: ExactSettings,
  connection: ConnectionItem & { tokens: string; issuedAt: number },
  claimId: string,
): Promise<AccessToken> {
  // Never sent inside 570 s: Exact would refuse it and count it as an error.
  if (youngerThan570(settings, connection.issuedAt)) throw new ExactError(401, 'access token expired');
  const { refresh: refreshToken } = openTokens(connection.tokens);
  let answer;
  try {
    answer = await exactRequest(settings, {
      method: 'POST',
      url: `${settings.baseUrl}/api/oauth2/token`,
      form: {
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
      },
    });
  } catch (error) {
    if (error instanceof ExactError && chainLost(error)) {
      await reconnectNeeded(error.exactText);
      throw new ExactReconnectNeededError();
    }
    // No answer, or a 5xx: the chain may have rotated; the next attempt tries the stored token once.
    log('warn', 'exact token refresh failed', {
      status: error instanceof ExactError ? error.exactStatus : 0,
    });
    throw error;
  }
  const issuedAt = settings.clock.now();
  const pair = tokenPairOf(answer.body);
  await storeRefreshedTokens(pair, issuedAt, claimId);
  return { token: pair.access, issuedAt };
}

/** The pair of a token endpoint's answer (`expires_in` is a string; we keep our own clock). */
export function tokenPairOf(body: unknown): { access: string; refresh: string } {
  const record = (body ?? {}) as { access_token?: unknown; refresh_token?: unknown; token_type?: unknown };
  if (
    typeof record.access_token !== 'string' ||
    typeof record.refresh_token !== 'string' ||
    String(record.token_type).toLowerCase() !== 'bearer'
  )
    throw new ExactError(502, 'unexpected answer of the token endpoint');
  return { access: record.access_token, refresh: record.refresh_token };
}

async function reconnectNeeded(reason: string): Promise<void> {
  log('warn', 'exact connection lost', { reason });
  if (await markReconnectNeeded(reason)) await mailReconnectNeeded(reason);
}
