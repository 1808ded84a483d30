import { FormSwitchField, FormTextareaField, FormTextField } from '../../../components/form/bound-fields';
import { FormSection, span } from '../../../components/form/form-section';
import { contactLabels as labels } from '@crm/core/contacts/schema';
import type { ContactFormValues as Values } from '../lib/contact-form';

export function ContactFields() {
  return (
    <>
      <FormSection title="Naam">
        <FormTextField<Values> name="firstName" label={labels.firstName} isRequired className={span.third} />
        <FormTextField<Values> name="infix" label={labels.infix} className={span.sixth} />
        <FormTextField<Values> name="lastName" label={labels.lastName} isRequired className={span.half} />
        <FormTextField<Values> name="jobTitle" label={labels.jobTitle} className={span.half} />
        <FormSwitchField<Values>
          name="primary"
          label={labels.primary}
          hint="Het vaste aanspreekpunt; er is er één per bedrijf."
          className={span.full}
        />
      </FormSection>
      <FormSection title="Bereikbaarheid">
        <FormTextField<Values> name="email" label={labels.email} type="email" className={span.full} />
        <FormTextField<Values> name="phone" label={labels.phone} type="tel" className={span.half} />
        <FormTextField<Values> name="mobile" label={labels.mobile} type="tel" className={span.half} />
      </FormSection>
      <FormSection title="Aanvullend">
        <FormTextareaField<Values> name="notes" label={labels.notes} rows={4} className={span.full} />
      </FormSection>
    </>
  );
}
