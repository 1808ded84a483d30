import * as z from 'zod';
import { defineCatalogue, inputShape, labelsOf } from '../catalogue/field.ts';
import { normalisePhone } from '../nl/rules.ts';
import { normaliseEmail, requiredText } from '../validation/fields.ts';
import { optionalEmail, optionalPhone, optionalText } from '../validation/optional.ts';

/** Contact people: each belongs to exactly one lead, customer or supplier. Browser-safe. */
export const contactParentKinds = ['lead', 'customer', 'supplier'] as const;
export type ContactParentKind = (typeof contactParentKinds)[number];

/** Every field of a contact person (see catalogue/field.ts). */
export const contactCatalogue = defineCatalogue({
  firstName: {
    label: 'Voornaam',
    type: 'text',
    required: true,
    input: requiredText('Vul de voornaam in.', 80),
  },
  infix: { label: 'Tussenvoegsel', type: 'text', input: optionalText(20) },
  lastName: {
    label: 'Achternaam',
    type: 'text',
    required: true,
    input: requiredText('Vul de achternaam in.', 120),
  },
  jobTitle: { label: 'Functie', type: 'text', input: optionalText(120) },
  email: {
    label: 'E-mailadres',
    type: 'text',
    input: optionalEmail(),
    normalise: normaliseEmail,
  },
  phone: { label: 'Telefoon', type: 'text', input: optionalPhone(), normalise: normalisePhone },
  mobile: { label: 'Mobiel', type: 'text', input: optionalPhone(), normalise: normalisePhone },
  primary: { label: 'Primair contact', type: 'boolean', input: z.boolean().default(false) },
  notes: { label: 'Notities', type: 'text', input: optionalText(5000) },
});

export const contactInputSchema = z.object(inputShape(contactCatalogue));

/** The Dutch labels of a contact person's fields, for forms, details and the change log. */
export const contactLabels = labelsOf(contactCatalogue);
export type ContactInput = z.infer<typeof contactInputSchema>;

export function contactName(contact: {
  firstName: string;
  infix?: string | undefined;
  lastName: string;
}): string {
  return [contact.firstName, contact.infix, contact.lastName].filter(Boolean).join(' ');
}
