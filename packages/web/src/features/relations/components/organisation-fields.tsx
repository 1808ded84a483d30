import { organisationCatalogue } from '@crm/core/catalogue/organisation';
import { FieldInput } from '../../../components/fields/field-input';
import { FormSection, span } from '../../../components/form/form-section';
import type { OrganisationFormValues as Values } from '../lib/organisation-values';
import { DuplicateWarning } from './duplicate-warning';

const fields = organisationCatalogue;

/** Company details of a lead, customer or supplier; kind-specific fields go between `children`. */
export function CompanyFields({ excludeId }: { excludeId?: string }) {
  return (
    <FormSection title="Bedrijf">
      <FieldInput<Values> catalogue={fields} name="companyName" className={span.full} />
      <FieldInput<Values>
        catalogue={fields}
        name="kvkNumber"
        inputMode="numeric"
        maxLength={8}
        hint="8 cijfers"
        className={span.half}
      />
      <FieldInput<Values>
        catalogue={fields}
        name="vatNumber"
        hint="Bijvoorbeeld NL123456789B01"
        className={span.half}
      />
      <FieldInput<Values> catalogue={fields} name="email" type="email" className={span.half} />
      <FieldInput<Values> catalogue={fields} name="phone" type="tel" className={span.half} />
      <FieldInput<Values> catalogue={fields} name="website" type="url" className={span.full} />
      <DuplicateWarning excludeId={excludeId} className={span.full} />
    </FormSection>
  );
}

export function AddressFields() {
  return (
    <FormSection title="Adres">
      <FieldInput<Values> catalogue={fields} name="street" className="sm:col-span-4" />
      <FieldInput<Values> catalogue={fields} name="houseNumber" className={span.sixth} />
      <FieldInput<Values> catalogue={fields} name="houseNumberAddition" className={span.sixth} />
      <FieldInput<Values> catalogue={fields} name="postcode" className={span.third} />
      <FieldInput<Values> catalogue={fields} name="city" className="sm:col-span-4" />
      <FieldInput<Values> catalogue={fields} name="country" className={span.half} />
    </FormSection>
  );
}

export function NotesField() {
  return (
    <FormSection title="Aanvullend">
      <FieldInput<Values> catalogue={fields} name="notes" rows={5} className={span.full} />
    </FormSection>
  );
}
