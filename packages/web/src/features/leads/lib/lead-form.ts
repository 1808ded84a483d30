import { editableFields } from '@crm/core/catalogue/field';
import { leadCatalogue, leadInputSchema } from '@crm/core/leads/schema';
import { formValuesOf, inputValuesOf, newFormValues } from '../../../components/fields/field-values';
import { schemaResolver } from '../../../lib/schema-resolver';
import type { LeadRecord } from '../../relations/api/records';
import type { RelationFormConfig } from '../../relations/components/relation-form';
import { organisationValuesOf, type OrganisationFormValues } from '../../relations/lib/organisation-values';

export type LeadFormValues = OrganisationFormValues & {
  source: string;
  status: string;
  lostReason: string;
  ownerId: string;
  /** As typed: `1.234,56`. */
  expectedValue: string;
  /** `YYYY-MM-DD`, as a date input gives it. */
  followUpDate: string;
};

const names = editableFields(leadCatalogue) as (keyof LeadFormValues)[];

/** A new lead: Nieuw, and no Bron (someone must say where the lead came from). */
export const emptyLeadValues = newFormValues(leadCatalogue, names) as LeadFormValues;

export function leadValuesOf(lead: LeadRecord): LeadFormValues {
  return {
    ...(formValuesOf(leadCatalogue, names, lead) as LeadFormValues),
    ...organisationValuesOf(lead),
  };
}

/** The schema's input: the amount as a number, and a reason only while the lead is Verloren. */
export function toLeadInput(values: LeadFormValues) {
  return {
    ...inputValuesOf(leadCatalogue, values),
    lostReason: values.status === 'verloren' ? values.lostReason : '',
  };
}

export const leadFormConfig: RelationFormConfig<'lead', LeadFormValues> = {
  resolver: schemaResolver(leadInputSchema, toLeadInput),
  emptyValues: emptyLeadValues,
  valuesOf: leadValuesOf,
};
