import { supplierStatuses, supplierStatusLabels } from '@crm/core/suppliers/schema';
import { FormSelectField, FormTextField } from '../../../components/form/bound-fields';
import { FormSection, span } from '../../../components/form/form-section';
import type { SupplierFormValues as Values } from '../lib/supplier-form';

const statusOptions = supplierStatuses.map((status) => ({
  value: status,
  label: supplierStatusLabels[status],
}));

/** Categorie and Status; the Leveranciersnummer is given by the system. */
export function SupplierFields() {
  return (
    <FormSection title="Leverancier">
      <FormTextField<Values>
        name="category"
        label="Categorie"
        hint="Bijvoorbeeld Energie, Schoonmaak of ICT"
        className={span.half}
      />
      <FormSelectField<Values>
        name="status"
        label="Status"
        options={statusOptions}
        isRequired
        className={span.half}
      />
    </FormSection>
  );
}
