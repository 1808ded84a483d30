import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { dutchDate } from '../nl/date.ts';

/**
 * The first worksheet of an .xlsx as text cells, read with ExcelJS's streaming reader (a sheet of
 * 50,000 rows is never held as a workbook). A cell becomes the text a person sees, in the forms
 * the import reads everywhere: a date as dd-mm-jjjj, a number with a decimal point, rich text and
 * formulas as their text and result.
 */
export async function* xlsxRows(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<string[]> {
  const input = Readable.from(chunks);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  try {
    for await (const worksheet of reader) {
      for await (const row of worksheet) {
        const cells: string[] = [];
        const values = row.values as unknown[];
        for (let column = 1; column < values.length; column++) cells.push(cellText(values[column]));
        yield cells;
      }
      // Only the first worksheet is read.
      break;
    }
  } finally {
    // ExcelJS pipes the input into its unzipper, which does not end it when reading stops early
    // (a row too many, the entries after the first worksheet): the bucket's answer is let go here.
    input.destroy();
  }
}

function isoDay(date: Date): string {
  // ExcelJS reads a serial day as midnight UTC of that day.
  return date.toISOString().slice(0, 10);
}

export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : dutchDate(isoDay(value));
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'Ja' : 'Nee';
  if (typeof value === 'string') return value;
  if (typeof value === 'object') {
    const object = value as Record<string, unknown>;
    if (Array.isArray(object.richText)) {
      return (object.richText as { text?: unknown }[]).map((part) => String(part.text ?? '')).join('');
    }
    if ('result' in object) return cellText(object.result);
    if ('text' in object) return cellText(object.text);
    if ('error' in object) return '';
  }
  return '';
}
