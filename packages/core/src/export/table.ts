import { ISO_DATE } from '../nl/date.ts';

/**
 * What an export writer takes: typed columns with Dutch headers and rows of plain cells. A date
 * cell is a calendar date `YYYY-MM-DD`; an amount or number cell is a number. Writers stream: they
 * take rows page by page and pass bytes on to a sink (the S3 upload) as they go.
 */
export type ColumnType = 'text' | 'number' | 'amount' | 'date';

export interface TableColumn {
  header: string;
  type: ColumnType;
}

export type Cell = string | number | null | undefined;
export type Row = readonly Cell[];

/** Where a writer's bytes go. `write` resolves when the sink can take more. */
export interface ByteSink {
  write(chunk: Uint8Array): Promise<void>;
}

export interface TableWriter {
  writeRows(rows: readonly Row[]): Promise<void>;
  /** Writes what is left (the end of the file); the sink has every byte when this resolves. */
  finish(): Promise<void>;
}

/** Excel's serial day number of a calendar date (days since 1899-12-30), or null. */
export function excelSerial(value: string): number | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const utc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(utc) ? null : utc / 86_400_000 + 25_569;
}

const amsterdamParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Amsterdam',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Dates already worked out, by UTC hour: an export's rows were mostly made in a few hours. */
const amsterdamDays = new Map<number, string>();
const HOUR_MS = 3_600_000;

/** The calendar date in the Netherlands of an instant, `YYYY-MM-DD` (what the screens show). */
export function amsterdamDate(instant: string | Date): string {
  const date = instant instanceof Date ? instant : new Date(instant);
  const time = date.getTime();
  if (Number.isNaN(time)) return String(instant);
  // The Netherlands are a whole number of hours ahead of UTC, so one UTC hour is one Dutch date.
  const hour = Math.floor(time / HOUR_MS);
  let day = amsterdamDays.get(hour);
  if (day === undefined) {
    const parts = Object.fromEntries(
      amsterdamParts.formatToParts(date).map((part) => [part.type, part.value]),
    );
    day = `${parts.year}-${parts.month}-${parts.day}`;
    if (amsterdamDays.size >= 10_000) amsterdamDays.clear();
    amsterdamDays.set(hour, day);
  }
  return day;
}

export const yesNo = (value: boolean | undefined): string | null =>
  value === undefined ? null : value ? 'Ja' : 'Nee';
