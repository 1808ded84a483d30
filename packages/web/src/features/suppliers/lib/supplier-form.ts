import { supplierInputSchema } from '@crm/core/suppliers/schema';
import { schemaResolver } from '../../../lib/schema-resolver';
import type { SupplierRecord } from '../../relations/api/records';
import type { RelationFormConfig } from '../../relations/components/relation-form';
import {
  emptyOrganisationValues,
  organisationValuesOf,
  type OrganisationFormValues,
} from '../../relations/lib/organisation-values';

export type SupplierFormValues = OrganisationFormValues & { status: string; category: string };

export const supplierFormConfig: RelationFormConfig<'supplier', SupplierFormValues> = {
  resolver: schemaResolver(supplierInputSchema, (values: SupplierFormValues) => values),
  emptyValues: { ...emptyOrganisationValues, status: 'concept', category: '' },
  valuesOf: (supplier: SupplierRecord) => ({
    ...organisationValuesOf(supplier),
    status: supplier.status,
    category: supplier.category ?? '',
  }),
};
