import { supplierCatalogue } from '@crm/core/suppliers/schema';
import { FieldInput } from '../../../components/fields/field-input';
import { FormSection, span } from '../../../components/form/form-section';
import type { SupplierFormValues as Values } from '../lib/supplier-form';

const fields = supplierCatalogue;

/** Categorie and Status; the Leveranciersnummer is given by the system. */
export function SupplierFields() {
  return (
    <FormSection title="Leverancier">
      <FieldInput<Values>
        catalogue={fields}
        name="category"
        hint="Bijvoorbeeld Energie, Schoonmaak of ICT"
        className={span.half}
      />
      <FieldInput<Values> catalogue={fields} name="status" isRequired className={span.half} />
    </FormSection>
  );
}
