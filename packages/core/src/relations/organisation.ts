import { z } from 'zod';
import {
  isPlausiblePhone,
  isValidDutchPostcode,
  isValidKvk,
  isValidVat,
  normalisePostcode,
  normaliseVat,
} from '../nl/rules.ts';
import { requiredText } from '../validation/fields.ts';
import { optionalChecked, optionalText } from '../validation/optional.ts';

/**
 * The organisation fields shared by leads, customers and suppliers, with their Dutch messages.
 * Browser-safe: the forms validate with exactly these rules.
 */
export const organisationFields = {
  companyName: requiredText('Vul de bedrijfsnaam in.', 200),
  kvkNumber: optionalChecked(8, isValidKvk, 'Een KvK-nummer bestaat uit 8 cijfers.'),
  vatNumber: optionalChecked(
    20,
    isValidVat,
    'Vul een geldig BTW-nummer in, bijvoorbeeld NL123456789B01.',
    normaliseVat,
  ),
  street: optionalText(120),
  houseNumber: optionalText(10),
  houseNumberAddition: optionalText(10),
  postcode: optionalText(12),
  city: optionalText(80),
  country: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, 'Kies een land.')
    .default('NL'),
  phone: optionalChecked(30, isPlausiblePhone, 'Vul een geldig telefoonnummer in.'),
  email: optionalChecked(
    254,
    (value) => z.email().safeParse(value).success,
    'Vul een geldig e-mailadres in.',
  ),
  website: optionalText(200),
  notes: optionalText(5000),
};

/** Postcode rules depend on the country: a Dutch postcode is checked and normalised to "1234 AB". */
export function withPostcodeRule<T extends z.ZodType<{ postcode?: string | undefined; country: string }>>(
  schema: T,
) {
  return schema
    .superRefine((value, context) => {
      if (value.country === 'NL' && value.postcode && !isValidDutchPostcode(value.postcode)) {
        context.addIssue({
          code: 'custom',
          path: ['postcode'],
          message: 'Vul een geldige postcode in, bijvoorbeeld 1234 AB.',
        });
      }
    })
    .transform((value) =>
      value.country === 'NL' && value.postcode
        ? { ...value, postcode: normalisePostcode(value.postcode) }
        : value,
    );
}

export const organisationLabels: Record<keyof typeof organisationFields, string> = {
  companyName: 'Bedrijfsnaam',
  kvkNumber: 'KvK-nummer',
  vatNumber: 'BTW-nummer',
  street: 'Straat',
  houseNumber: 'Huisnummer',
  houseNumberAddition: 'Toevoeging',
  postcode: 'Postcode',
  city: 'Plaats',
  country: 'Land',
  phone: 'Telefoon',
  email: 'E-mailadres',
  website: 'Website',
  notes: 'Notities',
};
