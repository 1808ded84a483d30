import { customerCatalogue } from '@crm/core/customers/schema';
import { FieldInput } from '../../../components/fields/field-input';
import { FormSection, span } from '../../../components/form/form-section';
import type { StaffMember } from '../../../lib/staff';
import type { CustomerFormValues as Values } from '../lib/customer-form';

const fields = customerCatalogue;

/** Status and Accountmanager; the Klantnummer is given by the system. */
export function CustomerFields({ staff }: { staff: readonly StaffMember[] }) {
  return (
    <FormSection title="Klant">
      <FieldInput<Values> catalogue={fields} name="status" isRequired className={span.half} />
      <FieldInput<Values> catalogue={fields} name="ownerId" staff={staff} className={span.half} />
    </FormSection>
  );
}
