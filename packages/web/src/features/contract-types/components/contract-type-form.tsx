import { contractTypeCatalogue as fields } from '@crm/core/contract-types/schema';
import { useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { FieldInput } from '../../../components/fields/field-input';
import { NoticeTermInput } from '../../../components/fields/notice-term-input';
import { EntityForm } from '../../../components/form/entity-form';
import { FormSection, span } from '../../../components/form/form-section';
import { fetchContractType } from '../api/get-contract-type';
import type { ContractTypeRecord } from '../api/contract-type-record';
import { useSaveContractType } from '../api/save-contract-type';
import {
  contractTypeFormFields,
  contractTypeResolver,
  contractTypeValuesOf,
  newContractTypeValues,
  type ContractTypeFormValues,
} from '../lib/contract-type-form';
import { ConditionsField } from './conditions-field';

type TermField = 'firstTermMonths' | 'renewalTermMonths' | 'decisionWeeks';

type ContractTypeFormProps = {
  /** The type being edited; null for a new one. */
  type: ContractTypeRecord | null;
  onSaved: (saved: ContractTypeRecord) => void;
  onDirtyChange: (isDirty: boolean) => void;
  /** A page's Annuleren is a link; a row's edit closes in place. */
  cancelHref?: string;
  onCancel?: () => void;
};

/** Naam, Omschrijving, the default term and the standard conditions, on the shared form machinery. */
export function ContractTypeForm({
  type,
  onSaved,
  onDirtyChange,
  cancelHref,
  onCancel,
}: ContractTypeFormProps) {
  const [initialValues] = useState(() => (type ? contractTypeValuesOf(type) : newContractTypeValues()));
  const save = useSaveContractType(type?.id ?? null);
  const number = (name: TermField, width: string) => (
    <FieldInput<ContractTypeFormValues>
      catalogue={fields}
      name={name}
      autoComplete="off"
      className={width}
      isRequired={name !== 'renewalTermMonths'}
    />
  );

  return (
    <EntityForm
      resolver={contractTypeResolver}
      initialValues={initialValues}
      version={type?.version ?? 0}
      mutation={save}
      fields={contractTypeFormFields}
      onSaved={onSaved}
      reload={
        type
          ? async () => {
              const latest = await fetchContractType(type.id);
              return { values: contractTypeValuesOf(latest), version: latest.version };
            }
          : undefined
      }
      onDirtyChange={onDirtyChange}
      cancelHref={cancelHref}
      onCancel={onCancel}
    >
      <FormSection title="Contracttype">
        <FieldInput<ContractTypeFormValues>
          catalogue={fields}
          name="name"
          maxLength={120}
          autoComplete="off"
          className={span.full}
        />
        <FieldInput<ContractTypeFormValues>
          catalogue={fields}
          name="description"
          rows={3}
          className={span.full}
        />
      </FormSection>
      <FormSection
        title="Standaard looptijd"
        description="Een nieuw contract van dit type begint met deze termijnen; per contract zijn ze aan te passen."
      >
        {number('firstTermMonths', span.third)}
        <FieldInput<ContractTypeFormValues>
          catalogue={fields}
          name="renewal"
          isRequired
          className={span.third}
        />
        <RenewalTermInput>{number('renewalTermMonths', span.third)}</RenewalTermInput>
        <NoticeTermInput catalogue={fields} className={span.third} />
        {number('decisionWeeks', span.third)}
      </FormSection>
      <ConditionsField label={fields.conditions.label} />
    </EntityForm>
  );
}

/** Without renewal a type has no Verlengingstermijn to ask (it is not sent either). */
function RenewalTermInput({ children }: { children: ReactNode }) {
  const renewal = useWatch<ContractTypeFormValues, 'renewal'>({ name: 'renewal' });
  return renewal === 'geen' ? null : children;
}
