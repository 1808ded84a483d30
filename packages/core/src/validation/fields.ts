import * as z from 'zod';
import { nl } from 'zod/locales';

// Dutch fallback messages for any rule without its own message (only this locale is bundled).
z.config(nl());

/**
 * Reusable field schemas with their Dutch messages, shared by the API and the forms.
 * Browser-safe: no Node or AWS imports.
 */
export function requiredText(message: string, max = 200) {
  return z.string({ error: message }).trim().min(1, message).max(max, `Gebruik maximaal ${max} tekens.`);
}

/** Two e-mail addresses that differ only in letter case or surrounding spaces are the same address. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export const emailField = z
  .string({ error: 'Vul een e-mailadres in.' })
  .trim()
  .min(1, 'Vul een e-mailadres in.')
  .max(254, 'Een e-mailadres heeft maximaal 254 tekens.')
  .pipe(z.email('Vul een geldig e-mailadres in, bijvoorbeeld naam@bedrijf.nl.'));

const missingVersion = 'De versie van het item ontbreekt. Laad de pagina opnieuw.';
export const versionField = z
  .number({ error: missingVersion })
  .int(missingVersion)
  .nonnegative(missingVersion);
/** The version a delete names in its query (`?version=3`), as last seen by the user. */
export const versionQuery = z.object({
  version: z.coerce.number({ error: missingVersion }).int(missingVersion).nonnegative(missingVersion),
});
export const versionSchema = z.object({ version: versionField });
