import { FakeHttpError } from './odata.ts';
import type { FakeStore } from './store.ts';

/**
 * Exact's call limits per division: a fixed clock minute and a UTC day. Every answer to a URL with
 * a division carries the six `X-RateLimit-*` headers (resets in epoch milliseconds); a 429 carries
 * only the headers of the limit that tripped, and an empty body (decision 035).
 */
export type LimitKind = 'minutely' | 'daily';

const MINUTE = 60_000;
const DAY = 86_400_000;

function usage(store: FakeStore, division: number, now: number) {
  const minuteStart = now - (now % MINUTE);
  const day = new Date(now).toISOString().slice(0, 10);
  const found = (store.data.usage[division] ??= { minuteStart, minute: 0, day, daily: 0 });
  if (found.minuteStart !== minuteStart) Object.assign(found, { minuteStart, minute: 0 });
  if (found.day !== day) Object.assign(found, { day, daily: 0 });
  return found;
}

function headers(store: FakeStore, division: number, now: number, only?: LimitKind): Record<string, string> {
  const used = usage(store, division, now);
  const { minutely, daily } = store.data.limits;
  const dailyHeaders = {
    'X-RateLimit-Limit': String(daily),
    'X-RateLimit-Remaining': String(Math.max(0, daily - used.daily)),
    'X-RateLimit-Reset': String(now - (now % DAY) + DAY),
  };
  const minutelyHeaders = {
    'X-RateLimit-Minutely-Limit': String(minutely),
    'X-RateLimit-Minutely-Remaining': String(Math.max(0, minutely - used.minute)),
    'X-RateLimit-Minutely-Reset': String(used.minuteStart + MINUTE),
  };
  if (only === 'daily') return dailyHeaders;
  if (only === 'minutely') return minutelyHeaders;
  return { ...dailyHeaders, ...minutelyHeaders };
}

/** The 429 of a tripped (or forced) limit. */
export function limitError(store: FakeStore, division: number, now: number, kind: LimitKind): FakeHttpError {
  if (kind === 'daily') usage(store, division, now).daily = store.data.limits.daily;
  else usage(store, division, now).minute = store.data.limits.minutely;
  return new FakeHttpError(429, '', headers(store, division, now, kind));
}

/** Counts a call, or throws the 429 of the limit it would break; answers the headers to send. */
export function countCall(store: FakeStore, division: number, now: number): Record<string, string> {
  const used = usage(store, division, now);
  if (used.daily >= store.data.limits.daily) throw limitError(store, division, now, 'daily');
  if (used.minute >= store.data.limits.minutely) throw limitError(store, division, now, 'minutely');
  used.daily += 1;
  used.minute += 1;
  return headers(store, division, now);
}

/** The headers of an answer that did not count (an error after the count was taken). */
export function limitHeaders(store: FakeStore, division: number, now: number): Record<string, string> {
  return headers(store, division, now);
}
