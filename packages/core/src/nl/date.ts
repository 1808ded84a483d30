/** A calendar date as stored and sent: `YYYY-MM-DD`. Browser-safe. */
export const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * `22-11-2026` for `2026-11-22`, as Dutch users write a day; anything else is shown as it is. A
 * calendar day is not a moment, so it is rewritten as text, never converted through a time zone.
 */
export function dutchDate(value: string): string {
  const match = ISO_DATE.exec(value);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : value;
}
