import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { sendTransaction } from '../db/transaction.ts';
import { NotFoundError } from '../errors.ts';
import { LinkError } from '../links/link-error.ts';
import { consumeLink, issueLink, verifyLink } from '../links/link-token.ts';
import { allPages, callExact } from './client.ts';
import type { ExactSettings } from './config.ts';
import { deleteConnection, readConnection, storeDivision, storeNewConnection } from './connection-item.ts';
import { ExactError, exactRequest } from './http.ts';
import { readLimits } from './limits.ts';
import type { ConnectionStatus, ExactDivision } from './public.ts';
import { tokenPairOf } from './tokens.ts';

/**
 * Connecting to Exact Online (decision 014's links, 035, 044): the authorize URL with a `state`
 * that is a single-use link token of 10 minutes bound to the user who asked; the callback that
 * checks it and exchanges the code; the division chosen from `system/Divisions` and stored (never
 * `CurrentDivision`); disconnecting; and the status the page shows, without any secret.
 */
const STATE_SECONDS = 600;

export interface ConnectingUser {
  id: string;
  name: string;
}

export async function authorizeUrl(settings: ExactSettings, user: ConnectingUser): Promise<string> {
  const { token } = await issueLink({
    purpose: 'exact-connect',
    subject: user.id,
    ttlSeconds: STATE_SECONDS,
    singleUse: true,
    binding: user.id,
  });
  const query = new URLSearchParams({
    client_id: settings.clientId,
    redirect_uri: settings.redirectUri,
    response_type: 'code',
    state: token,
    force_login: '0',
  });
  return `${settings.baseUrl}/api/oauth2/auth?${query.toString()}`;
}

/** The callback: the state checked and used up first, then the code (already URL-decoded) exchanged. */
export async function completeConnect(
  settings: ExactSettings,
  input: { code: string; state: string; user: ConnectingUser },
): Promise<void> {
  const link = await verifyLink(input.state, 'exact-connect');
  if (link.subject !== input.user.id || link.binding !== input.user.id) throw new LinkError('invalid');
  try {
    await sendTransaction([consumeLink(link)]);
  } catch (error) {
    if (error instanceof TransactionCanceledException) throw new LinkError('used');
    throw error;
  }
  const answer = await exactRequest(settings, {
    method: 'POST',
    url: `${settings.baseUrl}/api/oauth2/token`,
    form: {
      grant_type: 'authorization_code',
      code: input.code,
      redirect_uri: settings.redirectUri,
      client_id: settings.clientId,
      client_secret: settings.clientSecret,
    },
  });
  await storeNewConnection(tokenPairOf(answer.body), settings.clock.now(), input.user);
}

/** The divisions the user may use, as listed through `division`'s URL. */
async function divisionsVia(settings: ExactSettings, division: number): Promise<ExactDivision[]> {
  const divisions: ExactDivision[] = [];
  for await (const rows of allPages(settings, {
    division,
    path: 'system/Divisions',
    query: { $select: 'Code,Description' },
  }))
    for (const row of rows as { Code?: unknown; Description?: unknown }[])
      divisions.push({ code: Number(row.Code), name: String(row.Description ?? row.Code) });
  return divisions.sort((a, b) => a.name.localeCompare(b.name, 'nl'));
}

/** The divisions the connected user may use; `CurrentDivision` only names the list's URL. */
export async function listDivisions(settings: ExactSettings): Promise<ExactDivision[]> {
  const connection = await readConnection();
  if (connection?.division !== undefined) return divisionsVia(settings, connection.division);
  const me = await callExact(settings, { path: 'current/Me', query: { $select: 'CurrentDivision' } });
  const current = Number((me.rows?.[0] as { CurrentDivision?: unknown } | undefined)?.CurrentDivision);
  return divisionsVia(settings, current);
}

const unknownDivision = 'Deze administratie bestaat niet of je hebt er in Exact Online geen toegang toe.';

/**
 * Stores the division, after listing through its own URL: that proves access to it and reads its
 * call limits for the page.
 */
export async function chooseDivision(settings: ExactSettings, code: number): Promise<ExactDivision> {
  const divisions = await divisionsVia(settings, code).catch((error: unknown) => {
    if (error instanceof ExactError && [401, 403, 404].includes(error.exactStatus))
      throw new NotFoundError(unknownDivision);
    throw error;
  });
  const division = divisions.find((candidate) => candidate.code === code);
  if (!division) throw new NotFoundError(unknownDivision);
  await storeDivision(division.code, division.name);
  return division;
}

/** Forgets the tokens (and the rest of the connection). */
export async function disconnect(): Promise<void> {
  await deleteConnection();
}

export async function connectionStatus(settings: ExactSettings): Promise<ConnectionStatus> {
  const connection = await readConnection();
  if (!connection) return { state: 'niet verbonden' };
  const status: ConnectionStatus = {
    state: connection.state === 'connected' ? 'verbonden' : 'opnieuw verbinden nodig',
    connectedBy: connection.connectedBy.name,
    connectedAt: connection.connectedAt,
    ...(connection.lostReason ? { lostReason: connection.lostReason } : {}),
  };
  if (connection.division === undefined) return status;
  status.division = {
    code: connection.division,
    name: connection.divisionName ?? String(connection.division),
  };
  const limits = await readLimits(connection.division);
  const now = settings.clock.now();
  const left = (window: { limit: number; remaining: number; reset: number } | undefined) =>
    window && (window.reset > now ? window.remaining : window.limit);
  if (limits)
    status.callsLeft = {
      today: left(limits.daily),
      dailyLimit: limits.daily?.limit,
      thisMinute: left(limits.minutely),
      minutelyLimit: limits.minutely?.limit,
    };
  return status;
}
