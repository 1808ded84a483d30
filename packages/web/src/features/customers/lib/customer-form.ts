import { customerInputSchema } from '@crm/core/customers/schema';
import { schemaResolver } from '../../../lib/schema-resolver';
import type { CustomerRecord } from '../../relations/api/records';
import type { RelationFormConfig } from '../../relations/components/relation-form';
import {
  emptyOrganisationValues,
  organisationValuesOf,
  type OrganisationFormValues,
} from '../../relations/lib/organisation-values';

export type CustomerFormValues = OrganisationFormValues & { status: string; ownerId: string };

export const customerFormConfig: RelationFormConfig<'customer', CustomerFormValues> = {
  resolver: schemaResolver(customerInputSchema, (values: CustomerFormValues) => values),
  emptyValues: { ...emptyOrganisationValues, status: 'actief', ownerId: '' },
  valuesOf: (customer: CustomerRecord) => ({
    ...organisationValuesOf(customer),
    status: customer.status,
    ownerId: customer.ownerId ?? '',
  }),
};
