import { z } from 'zod';

// Dutch fallback messages for any rule without its own message.
z.config(z.locales.nl());

/**
 * Reusable field schemas with their Dutch messages, shared by the API and the forms.
 * Browser-safe: no Node or AWS imports.
 */
export function requiredText(message: string, max = 200) {
  return z.string({ error: message }).trim().min(1, message).max(max, `Gebruik maximaal ${max} tekens.`);
}

export const emailField = z
  .string({ error: 'Vul een e-mailadres in.' })
  .trim()
  .min(1, 'Vul een e-mailadres in.')
  .max(254, 'Een e-mailadres heeft maximaal 254 tekens.')
  .pipe(z.email('Vul een geldig e-mailadres in, bijvoorbeeld naam@bedrijf.nl.'));

export const versionField = z.number({ error: 'De versie van het item ontbreekt.' }).int().nonnegative();
export const versionSchema = z.object({ version: versionField });
