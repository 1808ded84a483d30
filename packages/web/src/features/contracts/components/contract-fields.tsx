import { contractCatalogue as fields } from '@crm/core/contracts/schema';
import { useWatch } from 'react-hook-form';
import { FieldInput } from '../../../components/fields/field-input';
import { NoticeTermInput } from '../../../components/fields/notice-term-input';
import { FormSection, span } from '../../../components/form/form-section';
import type { StaffMember } from '../../../lib/staff';
import type { ContractRecord } from '../api/get-contract';
import type { ContractFormValues as Values } from '../lib/contract-form';
import { DatesPreview } from './dates-preview';
import { LateNoticeField } from './late-notice-field';
import { PartyField } from './party-field';
import { TypeField } from './type-field';

/** The contract's parties, type, status (with the late-notice question when editing) and owner. */
export function ContractPartyFields({
  staff,
  mayViewTypes,
  stored,
}: {
  staff: readonly StaffMember[];
  mayViewTypes: boolean;
  /** The contract as saved, when editing: it decides whether a late notice needs an answer. */
  stored?: ContractRecord | undefined;
}) {
  return (
    <FormSection title="Contract">
      <FieldInput<Values> catalogue={fields} name="title" maxLength={200} className={span.full} />
      <PartyField kind="customer" label={fields.customerId.label} className={span.half} />
      <PartyField kind="supplier" label={fields.supplierId.label} className={span.half} />
      {mayViewTypes && <TypeField className={span.half} />}
      <FieldInput<Values> catalogue={fields} name="status" isRequired className={span.half} />
      {stored && <LateNoticeField contract={stored} className={span.full} />}
      <FieldInput<Values> catalogue={fields} name="ownerId" staff={staff} className={span.half} />
    </FormSection>
  );
}

/** The term: without renewal there is no Verlengingstermijn to ask. The dates follow live. */
export function ContractTermFields() {
  const renewal = useWatch<Values, 'renewal'>({ name: 'renewal' });
  const term = { catalogue: fields, className: span.third } as const;
  return (
    <FormSection title="Looptijd" description="De data volgen uit de startdatum en de termijnen.">
      <FieldInput<Values> {...term} name="startDate" />
      <FieldInput<Values> {...term} name="firstTermMonths" isRequired />
      <FieldInput<Values> {...term} name="renewal" isRequired />
      {renewal !== 'geen' && <FieldInput<Values> {...term} name="renewalTermMonths" isRequired />}
      <NoticeTermInput catalogue={fields} className={span.third} />
      <FieldInput<Values>
        {...term}
        name="decisionWeeks"
        hint="Hoeveel weken voor de uiterste opzegdatum je beslist"
      />
      <DatesPreview className={span.full} />
    </FormSection>
  );
}

export function ContractValueFields() {
  return (
    <FormSection title="Overig">
      <FieldInput<Values> catalogue={fields} name="value" className={span.half} />
      <FieldInput<Values> catalogue={fields} name="notes" rows={4} className={span.full} />
    </FormSection>
  );
}
