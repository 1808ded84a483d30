/**
 * Calendar days (`YYYY-MM-DD`), never moments: all arithmetic is on days in UTC, so no time zone or
 * daylight saving change can move a day. Browser-safe.
 */

/** A calendar date as stored and sent: `YYYY-MM-DD`. */
export const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * `22-11-2026` for `2026-11-22`, as Dutch users write a day; anything else is shown as it is. A
 * calendar day is not a moment, so it is rewritten as text, never converted through a time zone.
 */
export function dutchDate(value: string): string {
  const match = ISO_DATE.exec(value);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : value;
}

/** Today's date in the Netherlands as YYYY-MM-DD: deadlines are Dutch calendar days. */
const amsterdamDay = new Intl.DateTimeFormat('nl-NL', {
  timeZone: 'Europe/Amsterdam',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** A moment as mails tell it: "27 november 2026 om 15:20" (Amsterdam time). */
const mailMoment = new Intl.DateTimeFormat('nl-NL', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Amsterdam',
});

export function dutchDateTime(iso: string): string {
  return mailMoment.format(new Date(iso));
}

export function dutchToday(now = new Date()): string {
  // Built from parts: a locale's own date format may change between ICU versions.
  const parts = Object.fromEntries(amsterdamDay.formatToParts(now).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

const DAY_MS = 86_400_000;

function parse(date: string): { year: number; month: number; day: number } {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`Not a calendar date: ${date}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

function format(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** `date` plus `months` (negative: minus); a day past the target month's end becomes its last day. */
export function addMonths(date: string, months: number): string {
  const { year, month, day } = parse(date);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  return format(targetYear, targetMonth, Math.min(day, daysInMonth(targetYear, targetMonth)));
}

/**
 * `date` minus `months`, keeping a month's end a month's end: 31-12 minus 3 months is 30-09,
 * 30-06 minus 3 months is 31-03, 31-05 minus 3 months is 28-02 (29-02 in a leap year).
 */
export function monthsBeforeClamped(date: string, months: number): string {
  const { year, month, day } = parse(date);
  const shifted = addMonths(date, -months);
  if (day !== daysInMonth(year, month)) return shifted;
  const target = parse(shifted);
  return format(target.year, target.month, daysInMonth(target.year, target.month));
}

/**
 * The last day of a term of `months` months that starts on `start` (the counting of BGB §188 and
 * EU Regulation 1182/71): the day before day D of the month `months` later, where D is the start's
 * day; when that month has no day D, its last day. 31-01 + 1 month ends 28-02 (29-02 in a leap
 * year), 31-03 + 6 months ends 30-09, 29-02-2024 + 12 months ends 28-02-2025, 01-06 + 12 months
 * ends 31-05.
 */
export function termEnd(start: string, months: number): string {
  const { year, month, day } = parse(start);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const last = daysInMonth(targetYear, targetMonth);
  if (day > last) return format(targetYear, targetMonth, last);
  return addDays(format(targetYear, targetMonth, day), -1);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const a = parse(from);
  const b = parse(to);
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / DAY_MS);
}

export function addDays(date: string, days: number): string {
  const { year, month, day } = parse(date);
  return new Date(Date.UTC(year, month - 1, day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole months from `from` to `to` (either side of a month's day, rounded down; may be negative). */
export function monthsBetween(from: string, to: string): number {
  const a = parse(from);
  const b = parse(to);
  return (b.year - a.year) * 12 + (b.month - a.month) - (b.day < a.day ? 1 : 0);
}

const wallClocks = new Map<string, Intl.DateTimeFormat>();

/**
 * The wall-clock time in `timeZone` at `moment` (whole seconds), as if it were UTC: for offset
 * arithmetic (the local scheduler) and for Exact Online's dates, which are Amsterdam time encoded
 * as UTC.
 */
export function wallClockTime(moment: number, timeZone: string): number {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallClocks.set(timeZone, format);
  }
  const part = (parts: Intl.DateTimeFormatPart[], type: string) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  const parts = format.formatToParts(new Date(moment));
  return Date.UTC(
    part(parts, 'year'),
    part(parts, 'month') - 1,
    part(parts, 'day'),
    part(parts, 'hour'),
    part(parts, 'minute'),
    part(parts, 'second'),
  );
}
