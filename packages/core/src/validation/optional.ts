import * as z from 'zod';
import { isPlausiblePhone } from '../nl/rules.ts';

/**
 * Optional form fields: an empty or blank value means "not filled in" and is stored as absent.
 * Browser-safe.
 */
export function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, `Gebruik maximaal ${max} tekens.`)
    .optional()
    .transform((value) => (value ? value : undefined));
}

/** An optional text that, when filled in, must pass `check`; stored as `normalise(value)`. */
export function optionalChecked(
  max: number,
  check: (value: string) => boolean,
  message: string,
  normalise: (value: string) => string = (value) => value,
) {
  return optionalText(max)
    .refine((value) => value === undefined || check(value), message)
    .transform((value) => (value === undefined ? undefined : normalise(value)));
}

/** An optional e-mail address (an organisation's, a contact person's, the invoice address). */
export function optionalEmail() {
  return optionalChecked(
    254,
    (value) => z.email().safeParse(value).success,
    'Vul een geldig e-mailadres in.',
  );
}

/** An optional phone number, checked loosely and kept as typed (see `isPlausiblePhone`). */
export function optionalPhone() {
  return optionalChecked(30, isPlausiblePhone, 'Vul een geldig telefoonnummer in.');
}

/** An amount in euros (a number with at most two decimals), or null. */
export function optionalAmount() {
  return z
    .number({ error: 'Vul een bedrag in.' })
    .nonnegative('Een bedrag kan niet negatief zijn.')
    .max(1_000_000_000, 'Dit bedrag is te groot.')
    .refine(
      (value) =>
        Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
      'Gebruik hoogstens twee decimalen.',
    )
    .nullable()
    .optional();
}

/** Whether a text is a real calendar date as YYYY-MM-DD (not 2026-02-31). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The years a date entered in a form may fall in: a typo such as 0202 or 20266 is refused. */
export const DATE_YEARS = { first: 1900, last: 2199 } as const;

/** The message for a date that does not exist or cannot be read. */
export const INVALID_DATE_MESSAGE = 'Vul een geldige datum in.';

/** A calendar date as YYYY-MM-DD, from 1900 to 2199. */
export function optionalDate() {
  return z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || isCalendarDate(value), INVALID_DATE_MESSAGE)
    .refine((value) => {
      const year = Number(value?.slice(0, 4));
      // Only a real date is checked for its year; anything else already has its message.
      if (value === undefined || !isCalendarDate(value)) return true;
      return year >= DATE_YEARS.first && year <= DATE_YEARS.last;
    }, `Vul een datum tussen ${DATE_YEARS.first} en ${DATE_YEARS.last} in.`);
}
