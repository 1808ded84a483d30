import { editableFields } from '@crm/core/catalogue/field';
import { supplierCatalogue, supplierInputSchema } from '@crm/core/suppliers/schema';
import { formValuesOf, newFormValues } from '../../../components/fields/field-values';
import { schemaResolver } from '../../../lib/schema-resolver';
import type { SupplierRecord } from '../../relations/api/records';
import type { RelationFormConfig } from '../../relations/components/relation-form';
import { organisationValuesOf, type OrganisationFormValues } from '../../relations/lib/organisation-values';

export type SupplierFormValues = OrganisationFormValues & { status: string; category: string };

const names = editableFields(supplierCatalogue) as (keyof SupplierFormValues)[];

export const supplierFormConfig: RelationFormConfig<'supplier', SupplierFormValues> = {
  resolver: schemaResolver(supplierInputSchema, (values: SupplierFormValues) => values),
  emptyValues: newFormValues(supplierCatalogue, names) as SupplierFormValues,
  valuesOf: (supplier: SupplierRecord) => ({
    ...(formValuesOf(supplierCatalogue, names, supplier) as SupplierFormValues),
    ...organisationValuesOf(supplier),
  }),
};
