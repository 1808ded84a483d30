import { dutchDate } from '@crm/core/nl/date';

/** Shared with the import, which reads a sheet's dates with the same rule. */
export { parseDateInput } from '@crm/core/nl/typed-input';

/** `22-11-2026` for `2026-11-22`; anything else (a half-typed date) as it is. */
export function formatDateInput(value: string | null | undefined): string {
  return value ? dutchDate(value) : '';
}
