import { editableFields } from '@crm/core/catalogue/field';
import { customerCatalogue, customerInputSchema } from '@crm/core/customers/schema';
import { formValuesOf, newFormValues } from '../../../components/fields/field-values';
import { schemaResolver } from '../../../lib/schema-resolver';
import type { CustomerRecord } from '../../relations/api/records';
import type { RelationFormConfig } from '../../relations/components/relation-form';
import { organisationValuesOf, type OrganisationFormValues } from '../../relations/lib/organisation-values';

export type CustomerFormValues = OrganisationFormValues & { status: string; ownerId: string };

const names = editableFields(customerCatalogue) as (keyof CustomerFormValues)[];

export const customerFormConfig: RelationFormConfig<'customer', CustomerFormValues> = {
  resolver: schemaResolver(customerInputSchema, (values: CustomerFormValues) => values),
  emptyValues: newFormValues(customerCatalogue, names) as CustomerFormValues,
  valuesOf: (customer: CustomerRecord) => ({
    ...(formValuesOf(customerCatalogue, names, customer) as CustomerFormValues),
    ...organisationValuesOf(customer),
  }),
};
