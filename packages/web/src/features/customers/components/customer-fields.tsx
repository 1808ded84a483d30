import { customerStatuses, customerStatusLabels } from '@crm/core/customers/schema';
import { useWatch } from 'react-hook-form';
import { FormSelectField } from '../../../components/form/bound-fields';
import { FormSection, span } from '../../../components/form/form-section';
import type { StaffMember } from '../../relations/api/get-staff';
import { ownerOptions } from '../../relations/lib/owner-options';
import type { CustomerFormValues as Values } from '../lib/customer-form';

const statusOptions = customerStatuses.map((status) => ({
  value: status,
  label: customerStatusLabels[status],
}));

/** Status and Accountmanager; the Klantnummer is given by the system. */
export function CustomerFields({ staff }: { staff: readonly StaffMember[] }) {
  const currentOwner = useWatch<Values, 'ownerId'>({ name: 'ownerId' });
  const owners = ownerOptions(staff, currentOwner, 'Geen accountmanager');
  return (
    <FormSection title="Klant">
      <FormSelectField<Values>
        name="status"
        label="Status"
        options={statusOptions}
        isRequired
        className={span.half}
      />
      <FormSelectField<Values> name="ownerId" label="Accountmanager" options={owners} className={span.half} />
    </FormSection>
  );
}
