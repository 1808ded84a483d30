import { wallClockTime } from '../nl/date.ts';

/**
 * Exact's value formats (spec/exact-online.md 3.2). `/Date(ms)/` is Amsterdam wall-clock time
 * encoded as if it were UTC; dates are written zone-less; `Code` is a right-aligned string of 18;
 * `Timestamp` is an Int64 that may arrive as a string or a number and is filtered with `L`.
 */
/** Amsterdam's wall clock at a moment, as milliseconds of a UTC clock showing the same. */
function wallClock(epochMs: number): number {
  return wallClockTime(epochMs, 'Europe/Amsterdam') + (((epochMs % 1000) + 1000) % 1000);
}

/** The moment a `/Date(ms)/` value means; undefined for anything else. */
export function parseExactDate(value: unknown): Date | undefined {
  const match = typeof value === 'string' ? /^\/Date\((-?\d+)\)\/$/.exec(value) : null;
  if (!match) return undefined;
  const wall = Number(match[1]);
  // The offset at the moment is the offset of the wall time read as UTC, give or take the hour a
  // clock change skips or repeats: one correction settles it.
  let moment = wall - (wallClock(wall) - wall);
  moment = wall - (wallClock(moment) - moment);
  return new Date(moment);
}

/** A moment written as Exact's SDK writes it: Amsterdam wall clock, no zone (`2026-11-24T10:00:00`). */
export function exactDateTime(moment: Date): string {
  return new Date(wallClock(moment.getTime())).toISOString().slice(0, 19);
}

/** `datetime'…'` for a `$filter`. */
export function filterDateTime(moment: Date): string {
  return `datetime'${exactDateTime(moment)}'`;
}

const HOUR_MS = 3_600_000;

/**
 * `Modified ge datetime'…'` for every change at or after `moment` (decision 051's amendment).
 * `Modified` is Amsterdam's wall clock, which repeats an hour when the clocks go back: when that
 * happens within the hour after `moment`, the filter starts an hour earlier (a change in the
 * repeated hour has an earlier wall time than `moment`'s). Whole seconds, rounded down: `ge`
 * keeps a change in the same second, and a tie is read again rather than missed.
 */
export function modifiedFilter(moment: number): string {
  const wall = Math.min(wallClock(moment), wallClock(moment + HOUR_MS) - HOUR_MS);
  return `Modified ge datetime'${new Date(wall).toISOString().slice(0, 19)}'`;
}

/** A `Code` as we store it. */
export function readCode(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** A `Code` as a filter needs it: padded with leading spaces to 18 (unpadded matches nothing). */
export function padCode(code: string): string {
  return code.trim().padStart(18, ' ');
}

/** A `Timestamp`, whether Exact sends the Int64 as a string or a number. */
export function readTimestamp(value: unknown): bigint {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value);
  if (typeof value === 'string' && /^\d+$/.test(value.trim())) return BigInt(value.trim());
  throw new TypeError(`Not an Exact Timestamp: ${JSON.stringify(value)}`);
}

/** `Timestamp gt 123L`: the only filter a sync endpoint takes. */
export function timestampFilter(after: bigint): string {
  return `Timestamp gt ${after.toString()}L`;
}

/** A string literal in a `$filter` (a quote doubled). */
export function quote(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

/** `guid'…'` for a `$filter`. */
export function guid(id: string): string {
  return `guid'${id.toLowerCase()}'`;
}
