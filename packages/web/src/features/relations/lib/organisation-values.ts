import type { organisationCatalogue } from '@crm/core/catalogue/organisation';
import { DEFAULT_COUNTRY } from '../../../lib/countries';

export type OrganisationField = keyof typeof organisationCatalogue;

/** The organisation fields as a form holds them: texts, '' for not filled in. */
export type OrganisationFormValues = Record<OrganisationField, string>;

export const emptyOrganisationValues: OrganisationFormValues = {
  companyName: '',
  kvkNumber: '',
  vatNumber: '',
  street: '',
  houseNumber: '',
  houseNumberAddition: '',
  postcode: '',
  city: '',
  country: DEFAULT_COUNTRY,
  phone: '',
  email: '',
  website: '',
  notes: '',
};

type OrganisationRecord = { companyName: string; country: string } & Partial<
  Record<OrganisationField, string | undefined>
>;

/** A stored record's organisation fields, as the form starts with them. */
export function organisationValuesOf(record: OrganisationRecord): OrganisationFormValues {
  const values = { ...emptyOrganisationValues };
  for (const field of Object.keys(values) as OrganisationField[]) values[field] = record[field] ?? '';
  values.country = record.country || DEFAULT_COUNTRY;
  return values;
}
