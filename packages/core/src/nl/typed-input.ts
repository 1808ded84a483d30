import { isCalendarDate } from '../validation/optional.ts';
import { ISO_DATE } from './date.ts';

/**
 * Amounts and dates as Dutch users type them (in a form, or in a sheet they import). Browser-safe:
 * the forms and the import read them with the same rules.
 */

/**
 * The number typed in an amount field: `1234,56`, `1.234,56`, `€ 1.234`, `1234.5`. Empty is null
 * (not filled in); anything unreadable is NaN, which the schema refuses with its own message.
 * A dot followed by exactly three digits is a thousands separator, as Dutch writing has it.
 */
export function parseAmount(text: string): number | null {
  const compact = text.replace(/[\s\u00a0€]/g, '');
  if (compact === '') return null;
  let normalised: string;
  if (compact.includes(',')) {
    normalised = compact.replace(/\./g, '').replace(',', '.');
  } else if (/^\d{1,3}(\.\d{3})+$/.test(compact)) {
    normalised = compact.replace(/\./g, '');
  } else {
    normalised = compact;
  }
  return /^-?\d+(\.\d+)?$/.test(normalised) ? Number(normalised) : Number.NaN;
}

/**
 * A date as a Dutch user types it, to the `YYYY-MM-DD` the API stores. Accepted: `22-11-2026`,
 * `22/11/2026`, `22.11.2026`, `22 11 2026`, `2-1-2026`, `22-11-26` (20xx), `22112026`, and
 * `2026-11-22` as pasted from elsewhere. A date that does not exist (`31-02-2026`) is not one.
 */
export function parseDateInput(text: string): string | null {
  const value = text.trim();
  if (ISO_DATE.test(value)) return isCalendarDate(value) ? value : null;
  const parts =
    /^(\d{1,2})[-/. ](\d{1,2})[-/. ](\d{2}|\d{4})$/.exec(value) ?? /^(\d{2})(\d{2})(\d{4})$/.exec(value);
  if (!parts) return null;
  const [, day = '', month = '', year = ''] = parts;
  const fullYear = year.length === 2 ? `20${year}` : year;
  const candidate = `${fullYear}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isCalendarDate(candidate) ? candidate : null;
}
