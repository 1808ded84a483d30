import type { ExactSettings } from './config.ts';
import { ExactError, exactRequest, type ExactAnswer, type ExactRequest } from './http.ts';
import { afterAnswer, beforeCall, ExactLimitStop, waitForMinute } from './limits.ts';
import { accessToken, tokenAfterRejection } from './tokens.ts';

/**
 * A call to Exact's REST API with everything around it: one request at a time (Exact's advice),
 * the budget checked before and the headers kept after, the access token from the chain, a 401
 * refreshed once and retried once, and a 429 read by the headers it carries.
 */
export interface ExactCall {
  method?: ExactRequest['method'];
  /** The division of the URL; omitted for `current/Me` (which no limit counts). */
  division?: number;
  /** Under `/api/v1/{division}/`, e.g. `crm/Accounts`; or an absolute `__next` link. */
  path: string;
  query?: Record<string, string>;
  json?: unknown;
  representation?: boolean;
  /** Counts every request sent for this call (retries included): a run's calls used. */
  tally?: { calls: number };
}

/** Waiting for a minute's reset, or for a 429 without headers, at most this often per call. */
const LIMIT_RETRIES = 3;

let queue: Promise<unknown> = Promise.resolve();

/** Runs `work` after every call started before it in this process. */
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const result = queue.then(work, work);
  queue = result.catch(() => undefined);
  return result;
}

/** `crm/Accounts(guid'…')` and its `__next` pages count as `crm/Accounts`. */
export function endpointOf(path: string): string {
  const local = path.replace(/^https?:\/\/[^/]+\/api\/v1\/(\d+\/)?/, '').split('?')[0] ?? '';
  return local.replace(/\(.*\)$/, '');
}

function urlOf(settings: ExactSettings, call: ExactCall): string {
  if (/^https?:\/\//.test(call.path)) return call.path;
  const base = `${settings.baseUrl}/api/v1/${call.division === undefined ? '' : `${call.division}/`}${call.path}`;
  const query = new URLSearchParams(call.query ?? {}).toString().replace(/\+/g, '%20');
  return query ? `${base}?${query}` : base;
}

export function callExact(settings: ExactSettings, call: ExactCall): Promise<ExactAnswer> {
  return oneAtATime(() => send(settings, call));
}

async function send(settings: ExactSettings, call: ExactCall): Promise<ExactAnswer> {
  const endpoint = endpointOf(call.path);
  const { division } = call;
  let token = (await accessToken(settings)).token;
  let refreshed = false;
  for (let attempt = 0; ; attempt += 1) {
    if (division !== undefined) await beforeCall(settings, division, endpoint);
    if (call.tally) call.tally.calls += 1;
    try {
      const answer = await exactRequest(settings, {
        method: call.method ?? 'GET',
        url: urlOf(settings, call),
        token,
        json: call.json,
        representation: call.representation,
      });
      if (division !== undefined) await afterAnswer(settings, division, endpoint, answer.limits);
      return answer;
    } catch (error) {
      if (!(error instanceof ExactError)) throw error;
      if (division !== undefined)
        await afterAnswer(settings, division, endpoint, error.limits, error.exactStatus || undefined);
      if (error.tokenExpired && !refreshed) {
        refreshed = true;
        token = (await tokenAfterRejection(settings, token)).token;
        continue;
      }
      if (error.exactStatus !== 429 || attempt >= LIMIT_RETRIES) throw error;
      await afterLimit(settings, error);
    }
  }
}

/** A 429: the daily limit stops; a minute's waits for its reset; one without headers waits a minute. */
async function afterLimit(settings: ExactSettings, error: ExactError): Promise<void> {
  const { daily, minutely } = error.limits;
  if (daily && !minutely) throw new ExactLimitStop('daily', daily.reset);
  const retryAfter = error.retryAfterSeconds;
  if (retryAfter !== undefined)
    return waitForMinute(settings, settings.clock.now() + retryAfter * 1000 - 1000);
  if (minutely) return waitForMinute(settings, minutely.reset);
  return waitForMinute(settings, settings.clock.now() + 59_000);
}

/** Every row of a list, following `__next` (60 a page for CRUD, 1,000 for sync). */
export async function* allPages(settings: ExactSettings, call: ExactCall): AsyncGenerator<unknown[]> {
  let next: string | undefined = undefined;
  do {
    const answer: ExactAnswer = await callExact(settings, next ? { ...call, path: next, query: {} } : call);
    yield answer.rows ?? [];
    next = answer.next;
  } while (next);
}
