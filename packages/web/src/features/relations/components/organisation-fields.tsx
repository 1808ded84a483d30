import { organisationLabels as labels } from '@crm/core/catalogue/organisation';
import { FormCountryField, FormTextareaField, FormTextField } from '../../../components/form/bound-fields';
import { FormSection, span } from '../../../components/form/form-section';
import type { OrganisationFormValues as Values } from '../lib/organisation-values';
import { DuplicateWarning } from './duplicate-warning';

/** Company details of a lead, customer or supplier; kind-specific fields go between `children`. */
export function CompanyFields({ excludeId }: { excludeId?: string }) {
  return (
    <FormSection title="Bedrijf">
      <FormTextField<Values> name="companyName" label={labels.companyName} isRequired className={span.full} />
      <FormTextField<Values>
        name="kvkNumber"
        label={labels.kvkNumber}
        inputMode="numeric"
        maxLength={8}
        hint="8 cijfers"
        className={span.half}
      />
      <FormTextField<Values>
        name="vatNumber"
        label={labels.vatNumber}
        hint="Bijvoorbeeld NL123456789B01"
        className={span.half}
      />
      <FormTextField<Values> name="email" label={labels.email} type="email" className={span.half} />
      <FormTextField<Values> name="phone" label={labels.phone} type="tel" className={span.half} />
      <FormTextField<Values> name="website" label={labels.website} type="url" className={span.full} />
      <DuplicateWarning excludeId={excludeId} className={span.full} />
    </FormSection>
  );
}

export function AddressFields() {
  return (
    <FormSection title="Adres">
      <FormTextField<Values> name="street" label={labels.street} className="sm:col-span-4" />
      <FormTextField<Values> name="houseNumber" label={labels.houseNumber} className={span.sixth} />
      <FormTextField<Values>
        name="houseNumberAddition"
        label={labels.houseNumberAddition}
        className={span.sixth}
      />
      <FormTextField<Values> name="postcode" label={labels.postcode} className={span.third} />
      <FormTextField<Values> name="city" label={labels.city} className="sm:col-span-4" />
      <FormCountryField<Values> name="country" label={labels.country} isRequired className={span.half} />
    </FormSection>
  );
}

export function NotesField() {
  return (
    <FormSection title="Aanvullend">
      <FormTextareaField<Values> name="notes" label={labels.notes} rows={5} className={span.full} />
    </FormSection>
  );
}
