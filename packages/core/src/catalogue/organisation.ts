import * as z from 'zod';
import {
  isValidDutchPostcode,
  isValidKvk,
  isValidVat,
  normalisePhone,
  normalisePostcode,
  normaliseVat,
} from '../nl/rules.ts';
import { defineCatalogue, labelsOf } from './field.ts';
import { normaliseEmail, requiredText } from '../validation/fields.ts';
import { optionalChecked, optionalEmail, optionalPhone, optionalText } from '../validation/optional.ts';

/**
 * The organisation fields shared by leads, customers and suppliers, with their Dutch labels and
 * messages. Browser-safe: the forms validate with exactly these rules.
 */
export const organisationCatalogue = defineCatalogue({
  companyName: {
    label: 'Bedrijfsnaam',
    type: 'text',
    required: true,
    input: requiredText('Vul de bedrijfsnaam in.', 200),
    exact: 'Name',
  },
  kvkNumber: {
    label: 'KvK-nummer',
    type: 'text',
    input: optionalChecked(8, isValidKvk, 'Een KvK-nummer bestaat uit 8 cijfers.'),
    critical: true,
    normalise: (value: string) => value.replace(/\s+/g, ''),
    exact: 'ChamberOfCommerce',
  },
  vatNumber: {
    label: 'BTW-nummer',
    type: 'text',
    input: optionalChecked(
      20,
      isValidVat,
      'Vul een geldig BTW-nummer in, bijvoorbeeld NL123456789B01.',
      normaliseVat,
    ),
    normalise: normaliseVat,
    exact: 'VATNumber',
  },
  street: { label: 'Straat', type: 'text', input: optionalText(120) },
  houseNumber: { label: 'Huisnummer', type: 'text', input: optionalText(10) },
  houseNumberAddition: { label: 'Toevoeging', type: 'text', input: optionalText(10) },
  postcode: {
    label: 'Postcode',
    type: 'text',
    input: optionalText(12),
    normalise: (value: string) => (isValidDutchPostcode(value) ? normalisePostcode(value) : value.trim()),
    exact: 'Postcode',
  },
  city: { label: 'Plaats', type: 'text', input: optionalText(80), exact: 'City' },
  country: {
    label: 'Land',
    type: 'country',
    required: true,
    input: z
      .string()
      .trim()
      .regex(/^[A-Z]{2}$/, 'Kies een land.')
      .default('NL'),
    exact: 'Country',
  },
  phone: {
    label: 'Telefoon',
    type: 'text',
    input: optionalPhone(),
    normalise: normalisePhone,
    exact: 'Phone',
  },
  email: {
    label: 'E-mailadres',
    type: 'text',
    input: optionalEmail(),
    normalise: normaliseEmail,
    exact: 'Email',
  },
  website: { label: 'Website', type: 'text', input: optionalText(200), exact: 'Website' },
  notes: { label: 'Notities', type: 'text', input: optionalText(5000) },
});

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

export const organisationLabels = labelsOf(organisationCatalogue);
