import { dutchDate, ISO_DATE } from '@crm/core/nl/date';
import { isCalendarDate } from '@crm/core/validation/optional';

/**
 * A date as a Dutch user types it, to the `YYYY-MM-DD` the API stores, and back. Accepted:
 * `22-11-2026`, `22/11/2026`, `22.11.2026`, `22 11 2026`, `2-1-2026`, `22-11-26` (20xx), `22112026`,
 * and `2026-11-22` as pasted from elsewhere. A date that does not exist (`31-02-2026`) is not one.
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

/** `22-11-2026` for `2026-11-22`; anything else (a half-typed date) as it is. */
export function formatDateInput(value: string | null | undefined): string {
  return value ? dutchDate(value) : '';
}
