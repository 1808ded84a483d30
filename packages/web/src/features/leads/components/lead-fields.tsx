import { leadCatalogue } from '@crm/core/leads/schema';
import { useWatch } from 'react-hook-form';
import { FieldInput } from '../../../components/fields/field-input';
import { FormSection, span } from '../../../components/form/form-section';
import type { StaffMember } from '../../../lib/staff';
import type { LeadFormValues as Values } from '../lib/lead-form';

const fields = leadCatalogue;

/** Bron, Status (with a reason for Verloren), Eigenaar, Verwachte waarde and Opvolgdatum. */
export function LeadFields({ staff }: { staff: readonly StaffMember[] }) {
  const status = useWatch<Values, 'status'>({ name: 'status' });
  return (
    <FormSection title="Lead">
      <FieldInput<Values> catalogue={fields} name="source" withEmptyChoice isRequired className={span.half} />
      <FieldInput<Values> catalogue={fields} name="status" isRequired className={span.half} />
      {status === 'verloren' && (
        <FieldInput<Values> catalogue={fields} name="lostReason" isRequired rows={2} className={span.full} />
      )}
      <FieldInput<Values> catalogue={fields} name="ownerId" staff={staff} className={span.third} />
      <FieldInput<Values> catalogue={fields} name="expectedValue" className={span.third} />
      <FieldInput<Values> catalogue={fields} name="followUpDate" className={span.third} />
    </FormSection>
  );
}
