import { DomainError } from '../errors.ts';
import type { ExactSettings } from './config.ts';

/**
 * One request to Exact Online: `Accept: application/json` always, the OData envelope unwrapped
 * (`d`, `d.results`, `__next`), the six `X-RateLimit-*` headers read from every answer, and a
 * failure made into an `ExactError` with Exact's own text and ours in Dutch.
 */
export interface LimitWindow {
  limit: number;
  remaining: number;
  /** Epoch milliseconds (Exact's text and observed values; the .NET SDK's "seconds" is an error). */
  reset: number;
}

/** Only what the answer carried: a 429 brings the tripped limit's headers alone. */
export interface RateLimits {
  daily?: LimitWindow;
  minutely?: LimitWindow;
}

function window(headers: Headers, prefix: string): LimitWindow | undefined {
  const limit = Number(headers.get(`${prefix}Limit`));
  const remaining = Number(headers.get(`${prefix}Remaining`));
  const reset = Number(headers.get(`${prefix}Reset`));
  if (!headers.has(`${prefix}Remaining`) || ![limit, remaining, reset].every(Number.isFinite))
    return undefined;
  return { limit, remaining, reset };
}

export function readRateLimits(headers: Headers): RateLimits {
  const daily = window(headers, 'X-RateLimit-');
  const minutely = window(headers, 'X-RateLimit-Minutely-');
  return { ...(daily ? { daily } : {}), ...(minutely ? { minutely } : {}) };
}

function dutchText(status: number, exactText: string): string {
  const detail = exactText ? ` (${exactText})` : '';
  if (status === 0) return 'Exact Online is niet bereikbaar of antwoordde niet op tijd.';
  if (status === 400) return `Exact Online weigerde het verzoek${detail}.`;
  if (status === 401) return 'Exact Online weigerde de toegang: de verbinding is verlopen of ingetrokken.';
  if (status === 403) return 'Geen toegang tot deze administratie in Exact Online.';
  if (status === 404) return 'Niet gevonden in Exact Online.';
  if (status === 429) return 'De limiet van het aantal aanroepen bij Exact Online is bereikt.';
  return `Exact Online gaf een fout${detail}.`;
}

/** Exact answered with an error, or not at all: to our caller a 502 with the Dutch text. */
export class ExactError extends DomainError {
  readonly status = 502;

  constructor(
    /** Exact's HTTP status; 0 when no answer came (timeout, connection lost). */
    readonly exactStatus: number,
    /** Exact's own text (error body, OAuth `error_description`, `Reason` header). */
    readonly exactText: string,
    readonly limits: RateLimits = {},
    readonly headers: Headers = new Headers(),
    /** The OAuth `error` code of a token answer (`invalid_grant`, `access_denied`, …). */
    readonly oauthError?: string,
  ) {
    super(dutchText(exactStatus, exactText));
  }

  /** A 401 whose `WWW-Authenticate` says the access token expired (decision 035). */
  get tokenExpired(): boolean {
    return this.exactStatus === 401 && /expired/i.test(this.headers.get('www-authenticate') ?? '');
  }

  /** Seconds of `Retry-After`, if Exact sent one (unconfirmed that it does). */
  get retryAfterSeconds(): number | undefined {
    const value = Number(this.headers.get('retry-after'));
    return this.headers.has('retry-after') && Number.isFinite(value) ? value : undefined;
  }
}

export interface ExactRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Absolute: a `__next` link is followed as it came. */
  url: string;
  token?: string;
  /** JSON body of a POST or PUT. */
  json?: unknown;
  /** Form body (the token endpoint). */
  form?: Record<string, string>;
  /** `Prefer: return=representation` on a POST: the whole created entity comes back. */
  representation?: boolean;
}

export interface ExactAnswer {
  status: number;
  /** `d` unwrapped (a single record, or the raw body of a non-OData answer). */
  body: unknown;
  /** `d.results` when the answer is a list. */
  rows?: unknown[];
  /** `d.__next`: the next page, absolute. */
  next?: string;
  limits: RateLimits;
}

function exactTextOf(body: unknown, headers: Headers): { text: string; oauthError?: string } {
  const reason = headers.get('reason') ?? '';
  if (body && typeof body === 'object') {
    const record = body as { error?: unknown; error_description?: unknown };
    if (typeof record.error === 'string') {
      const description = typeof record.error_description === 'string' ? record.error_description : '';
      return {
        text: [description, reason].filter(Boolean).join(' ') || record.error,
        oauthError: record.error,
      };
    }
    const message = (record.error as { message?: { value?: unknown } } | undefined)?.message?.value;
    if (typeof message === 'string') return { text: [message, reason].filter(Boolean).join(' ') };
  }
  return { text: reason };
}

export async function exactRequest(settings: ExactSettings, request: ExactRequest): Promise<ExactAnswer> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: string | undefined;
  if (request.token) headers.Authorization = `Bearer ${request.token}`;
  if (request.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(request.json);
  }
  if (request.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(request.form).toString();
  }
  if (request.representation) headers.Prefer = 'return=representation';
  let response: Response;
  let text: string;
  try {
    response = await fetch(request.url, {
      method: request.method,
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
    text = await response.text();
  } catch {
    throw new ExactError(0, '');
  }
  const limits = readRateLimits(response.headers);
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  if (!response.ok) {
    const { text: exactText, oauthError } = exactTextOf(parsed, response.headers);
    throw new ExactError(response.status, exactText, limits, response.headers, oauthError);
  }
  const d = (parsed as { d?: unknown } | undefined)?.d;
  if (d && typeof d === 'object' && Array.isArray((d as { results?: unknown }).results)) {
    const list = d as { results: unknown[]; __next?: unknown };
    return {
      status: response.status,
      body: d,
      rows: list.results,
      ...(typeof list.__next === 'string' && list.__next ? { next: list.__next } : {}),
      limits,
    };
  }
  return { status: response.status, body: d ?? parsed, limits };
}
