import { z } from 'zod';
import { isPlausiblePhone } from '../nl/rules.ts';
import { requiredText } from '../validation/fields.ts';
import { optionalChecked, optionalText } from '../validation/optional.ts';

/** Contact people: each belongs to exactly one lead, customer or supplier. Browser-safe. */
export const contactParentKinds = ['lead', 'customer', 'supplier'] as const;
export type ContactParentKind = (typeof contactParentKinds)[number];

const phone = optionalChecked(30, isPlausiblePhone, 'Vul een geldig telefoonnummer in.');

export const contactInputSchema = z.object({
  firstName: requiredText('Vul de voornaam in.', 80),
  infix: optionalText(20),
  lastName: requiredText('Vul de achternaam in.', 120),
  jobTitle: optionalText(120),
  email: optionalChecked(
    254,
    (value) => z.email().safeParse(value).success,
    'Vul een geldig e-mailadres in.',
  ),
  phone,
  mobile: phone,
  primary: z.boolean().default(false),
  notes: optionalText(5000),
});
export type ContactInput = z.infer<typeof contactInputSchema>;

export function contactName(contact: {
  firstName: string;
  infix?: string | undefined;
  lastName: string;
}): string {
  return [contact.firstName, contact.infix, contact.lastName].filter(Boolean).join(' ');
}
