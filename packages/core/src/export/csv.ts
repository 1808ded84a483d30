import { dutchDate } from '../nl/date.ts';
import {
  type ByteSink,
  type Cell,
  type ColumnType,
  type Row,
  type TableColumn,
  type TableWriter,
} from './table.ts';

/**
 * CSV the way Dutch Excel opens it: UTF-8 with a byte-order mark (or Excel guesses Windows-1252),
 * `;` between fields (the Dutch list separator, as the comma is the decimal sign), CRLF line ends,
 * RFC 4180 quoting, numbers with a decimal comma, dates as dd-mm-jjjj, and text that looks like a
 * number (phone numbers, KvK-nummers) kept as text.
 */
export const CSV_BOM = new Uint8Array([0xef, 0xbb, 0xbf]);
const SEPARATOR = ';';

/**
 * A text that Excel would read as a formula (`=`, `@`, or `+`/`-` followed by more than a number or
 * a phone number) gets a leading apostrophe, so opening an export never runs what someone typed
 * into a field.
 */
export function neutraliseFormula(text: string): string {
  if (/^[=@\t\r]/.test(text)) return `'${text}`;
  if (/^[+-]/.test(text) && !/^[+-][\d\s().,/-]*$/.test(text)) return `'${text}`;
  return text;
}

/**
 * Text Excel would turn into a number or a date when it opens the file: a phone number loses its
 * leading 0 (0612345678), a long one becomes 3,16E+10 (+31612345678), a house number 1-3 becomes
 * 1 March. Written as `="…"`, Excel's way to say "this is text", it shows exactly what was stored.
 */
export function keepAsText(text: string): string {
  return /^[+-]?[\d\s().,/-]*\d[\d\s().,/-]*$/.test(text) ? `="${text}"` : text;
}

function quote(text: string): string {
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvField(value: Cell, type: ColumnType): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '';
    return (type === 'amount' ? value.toFixed(2) : String(value)).replace('.', ',');
  }
  if (type === 'date') return quote(dutchDate(value));
  return quote(keepAsText(neutraliseFormula(value)));
}

export function csvLine(cells: readonly Cell[], columns: readonly TableColumn[]): string {
  return `${columns.map((column, i) => csvField(cells[i], column.type)).join(SEPARATOR)}\r\n`;
}

export function createCsvWriter(columns: readonly TableColumn[], sink: ByteSink): TableWriter {
  const encoder = new TextEncoder();
  const headers = columns.map((column) => ({ ...column, type: 'text' as const }));
  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    await sink.write(CSV_BOM);
    await sink.write(
      encoder.encode(
        csvLine(
          columns.map((column) => column.header),
          headers,
        ),
      ),
    );
  };
  return {
    async writeRows(rows: readonly Row[]) {
      await start();
      if (rows.length === 0) return;
      await sink.write(encoder.encode(rows.map((row) => csvLine(row, columns)).join('')));
    },
    finish: start,
  };
}
