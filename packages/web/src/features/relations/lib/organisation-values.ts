import { organisationCatalogue } from '@crm/core/catalogue/organisation';
import { formValuesOf, newFormValues } from '../../../components/fields/field-values';

export type OrganisationField = keyof typeof organisationCatalogue;

const organisationFields = Object.keys(organisationCatalogue) as OrganisationField[];

/** The organisation fields as a form holds them: texts, '' for not filled in. */
export type OrganisationFormValues = Record<OrganisationField, string>;

/** A new lead, customer or supplier: empty, in the Netherlands. */
export const emptyOrganisationValues = newFormValues(
  organisationCatalogue,
  organisationFields,
) as OrganisationFormValues;

type OrganisationRecord = { companyName: string; country: string } & Partial<
  Record<OrganisationField, string | undefined>
>;

/** A stored record's organisation fields, as the form starts with them. */
export function organisationValuesOf(record: OrganisationRecord): OrganisationFormValues {
  // An empty country (never stored by the API) starts as a new record's, the Netherlands.
  const values = formValuesOf(organisationCatalogue, organisationFields, record) as OrganisationFormValues;
  return { ...values, country: record.country || emptyOrganisationValues.country };
}
