import { contractCatalogue as fields, contractStatusLabels } from '@crm/core/contracts/schema';
import { renewalLabels, renewalKinds } from '@crm/core/contract-types/term';
import { useWatch } from 'react-hook-form';
import {
  FormAmountField,
  FormDateField,
  FormSelectField,
  FormTextareaField,
  FormTextField,
} from '../../../components/form/bound-fields';
import { FormSection, span } from '../../../components/form/form-section';
import { pickableStaff, type StaffMember } from '../../../lib/staff';
import type { ContractFormValues as Values } from '../lib/contract-form';
import { DatesPreview } from './dates-preview';
import { PartyField } from './party-field';
import { TypeField } from './type-field';

const renewalOptions = renewalKinds.map((kind) => ({ value: kind, label: renewalLabels[kind] }));
const statusOptions = Object.entries(contractStatusLabels).map(([value, label]) => ({ value, label }));

/** The contract's parties and owner. */
export function ContractPartyFields({
  staff,
  mayViewTypes,
}: {
  staff: readonly StaffMember[];
  mayViewTypes: boolean;
}) {
  const ownerId = useWatch<Values, 'ownerId'>({ name: 'ownerId' });
  const owners = [{ value: '', label: 'Kies een eigenaar' }, ...pickableStaff(staff, ownerId)];
  return (
    <FormSection title="Contract">
      <FormTextField<Values>
        name="title"
        label={fields.title.label}
        isRequired
        maxLength={200}
        className={span.full}
      />
      <PartyField kind="customer" label={fields.customerId.label} className={span.half} />
      <PartyField kind="supplier" label={fields.supplierId.label} className={span.half} />
      {mayViewTypes && <TypeField className={span.half} />}
      <FormSelectField<Values>
        name="status"
        label={fields.status.label}
        options={statusOptions}
        isRequired
        className={span.half}
      />
      <FormSelectField<Values>
        name="ownerId"
        label={fields.ownerId.label}
        options={owners}
        isRequired
        className={span.half}
      />
    </FormSection>
  );
}

/** The term: without renewal there is no Verlengingstermijn to ask. The dates follow live. */
export function ContractTermFields() {
  const renewal = useWatch<Values, 'renewal'>({ name: 'renewal' });
  const months = { inputMode: 'numeric', className: span.third } as const;
  return (
    <FormSection title="Looptijd" description="De data volgen uit de startdatum en de termijnen.">
      <FormDateField<Values>
        name="startDate"
        label={fields.startDate.label}
        isRequired
        className={span.third}
      />
      <FormTextField<Values>
        name="firstTermMonths"
        label={fields.firstTermMonths.label}
        isRequired
        {...months}
      />
      <FormSelectField<Values>
        name="renewal"
        label={fields.renewal.label}
        options={renewalOptions}
        isRequired
        className={span.third}
      />
      {renewal !== 'geen' && (
        <FormTextField<Values>
          name="renewalTermMonths"
          label={fields.renewalTermMonths.label}
          isRequired
          {...months}
        />
      )}
      <FormTextField<Values> name="noticeMonths" label={fields.noticeMonths.label} isRequired {...months} />
      <FormTextField<Values>
        name="decisionWeeks"
        label={fields.decisionWeeks.label}
        hint="Hoeveel weken vóór de opzegdatum je beslist"
        {...months}
      />
      <DatesPreview className={span.full} />
    </FormSection>
  );
}

export function ContractValueFields() {
  return (
    <FormSection title="Overig">
      <FormAmountField<Values> name="value" label={fields.value.label} className={span.half} />
      <FormTextareaField<Values> name="notes" label={fields.notes.label} rows={4} className={span.full} />
    </FormSection>
  );
}
