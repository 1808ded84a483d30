import { leadSourceLabels, leadSources, leadStatuses, leadStatusLabels } from '@crm/core/leads/schema';
import { useWatch } from 'react-hook-form';
import {
  FormAmountField,
  FormSelectField,
  FormTextareaField,
  FormDateField,
} from '../../../components/form/bound-fields';
import { FormSection, span } from '../../../components/form/form-section';
import type { StaffMember } from '../../relations/api/get-staff';
import { ownerOptions } from '../../relations/lib/owner-options';
import type { LeadFormValues as Values } from '../lib/lead-form';

const sourceOptions = [
  { value: '', label: 'Kies een bron' },
  ...leadSources.map((source) => ({ value: source, label: leadSourceLabels[source] })),
];
const statusOptions = leadStatuses.map((status) => ({ value: status, label: leadStatusLabels[status] }));

/** Bron, Status (with a reason for Verloren), Eigenaar, Verwachte waarde and Opvolgdatum. */
export function LeadFields({ staff }: { staff: readonly StaffMember[] }) {
  const status = useWatch<Values, 'status'>({ name: 'status' });
  const currentOwner = useWatch<Values, 'ownerId'>({ name: 'ownerId' });
  const owners = ownerOptions(staff, currentOwner, 'Geen eigenaar');
  return (
    <FormSection title="Lead">
      <FormSelectField<Values>
        name="source"
        label="Bron"
        options={sourceOptions}
        isRequired
        className={span.half}
      />
      <FormSelectField<Values>
        name="status"
        label="Status"
        options={statusOptions}
        isRequired
        className={span.half}
      />
      {status === 'verloren' && (
        <FormTextareaField<Values>
          name="lostReason"
          label="Reden verloren"
          isRequired
          rows={2}
          className={span.full}
        />
      )}
      <FormSelectField<Values> name="ownerId" label="Eigenaar" options={owners} className={span.third} />
      <FormAmountField<Values> name="expectedValue" label="Verwachte waarde (€)" className={span.third} />
      <FormDateField<Values> name="followUpDate" label="Opvolgdatum" className={span.third} />
    </FormSection>
  );
}
