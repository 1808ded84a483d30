import { contactCatalogue } from '@crm/core/contacts/schema';
import { FieldInput } from '../../../components/fields/field-input';
import { FormSection, span } from '../../../components/form/form-section';
import type { ContactFormValues as Values } from '../lib/contact-form';

const fields = contactCatalogue;

export function ContactFields() {
  return (
    <>
      <FormSection title="Naam">
        <FieldInput<Values> catalogue={fields} name="firstName" className={span.third} />
        <FieldInput<Values> catalogue={fields} name="infix" className={span.sixth} />
        <FieldInput<Values> catalogue={fields} name="lastName" className={span.half} />
        <FieldInput<Values> catalogue={fields} name="jobTitle" className={span.half} />
        <FieldInput<Values>
          catalogue={fields}
          name="primary"
          hint="Het vaste aanspreekpunt; er is er één per bedrijf."
          className={span.full}
        />
      </FormSection>
      <FormSection title="Bereikbaarheid">
        <FieldInput<Values> catalogue={fields} name="email" type="email" className={span.full} />
        <FieldInput<Values> catalogue={fields} name="phone" type="tel" className={span.half} />
        <FieldInput<Values> catalogue={fields} name="mobile" type="tel" className={span.half} />
      </FormSection>
      <FormSection title="Aanvullend">
        <FieldInput<Values> catalogue={fields} name="notes" rows={4} className={span.full} />
      </FormSection>
    </>
  );
}
