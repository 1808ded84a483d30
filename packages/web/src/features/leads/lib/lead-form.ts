import { leadInputSchema } from '@crm/core/leads/schema';
import { formatAmountInput, parseAmount } from '../../../lib/format-amount';
import { schemaResolver } from '../../../lib/schema-resolver';
import type { LeadRecord } from '../../relations/api/records';
import type { RelationFormConfig } from '../../relations/components/relation-form';
import {
  emptyOrganisationValues,
  organisationValuesOf,
  type OrganisationFormValues,
} from '../../relations/lib/organisation-values';

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

export const emptyLeadValues: LeadFormValues = {
  ...emptyOrganisationValues,
  // No default: someone must say where the lead came from.
  source: '',
  status: 'nieuw',
  lostReason: '',
  ownerId: '',
  expectedValue: '',
  followUpDate: '',
};

export function leadValuesOf(lead: LeadRecord): LeadFormValues {
  return {
    ...organisationValuesOf(lead),
    source: lead.source,
    status: lead.status,
    lostReason: lead.lostReason ?? '',
    ownerId: lead.ownerId ?? '',
    expectedValue: formatAmountInput(lead.expectedValue),
    followUpDate: lead.followUpDate ?? '',
  };
}

/** The schema's input: the amount as a number, and a reason only while the lead is Verloren. */
export function toLeadInput(values: LeadFormValues) {
  return {
    ...values,
    lostReason: values.status === 'verloren' ? values.lostReason : '',
    expectedValue: parseAmount(values.expectedValue),
  };
}

export const leadFormConfig: RelationFormConfig<'lead', LeadFormValues> = {
  resolver: schemaResolver(leadInputSchema, toLeadInput),
  emptyValues: emptyLeadValues,
  valuesOf: leadValuesOf,
};
