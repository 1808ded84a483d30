import { z } from 'zod';

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

/** A calendar date as YYYY-MM-DD. */
export function optionalDate() {
  return z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine(
      (value) =>
        value === undefined || (/^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))),
      'Vul een geldige datum in.',
    );
}
