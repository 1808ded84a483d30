import { CONDITION_TITLE_MAX } from '@crm/core/contract-types/schema';
import type { ConditionRecord } from '@crm/core/contract-conditions/public';
import { useQueryClient } from '@tanstack/react-query';
import { FormTextareaField, FormTextField } from '../../../components/form/bound-fields';
import { EntityForm, SAVED_MESSAGE } from '../../../components/form/entity-form';
import { Alert } from '../../../components/ui/alert';
import { getConditionQueryOptions } from '../api/get-condition';
import { useCreateCondition, useUpdateCondition } from '../api/save-condition';
import {
  conditionResolver,
  conditionValuesOf,
  NEW_VERSION_MESSAGE,
  NEW_VERSION_NOTICE,
  newConditionValues,
  savingMakesNewVersion,
  type ConditionFormValues,
} from '../lib/condition-form';

type SharedProps = {
  contractId: string;
  onSaved: (record: ConditionRecord) => void;
  onDirtyChange: (isDirty: boolean) => void;
  cancelHref: string;
};

function ConditionFields() {
  return (
    <div className="space-y-6">
      <FormTextField<ConditionFormValues>
        name="title"
        label="Titel"
        isRequired
        maxLength={CONDITION_TITLE_MAX}
        autoComplete="off"
      />
      <FormTextareaField<ConditionFormValues> name="text" label="Tekst" isRequired rows={10} />
    </div>
  );
}

export function CreateConditionForm({ contractId, ...props }: SharedProps) {
  const create = useCreateCondition(contractId);
  return (
    <EntityForm
      resolver={conditionResolver}
      initialValues={newConditionValues()}
      mutation={create}
      {...props}
    >
      <ConditionFields />
    </EntityForm>
  );
}

/**
 * Editing a condition as it was loaded; a stale save is refused (409) with a way to reload. A text
 * that was sent for review is frozen: saving makes a new version, and the form says so first.
 */
export function EditConditionForm({
  contractId,
  condition,
  ...props
}: SharedProps & { condition: ConditionRecord }) {
  const queryClient = useQueryClient();
  const update = useUpdateCondition(contractId, condition.id);
  return (
    <EntityForm
      resolver={conditionResolver}
      initialValues={conditionValuesOf(condition)}
      version={condition.version}
      mutation={update}
      successMessage={(saved) =>
        saved.textVersion > condition.textVersion ? NEW_VERSION_MESSAGE : SAVED_MESSAGE
      }
      reload={async () => {
        const latest = await queryClient.fetchQuery({
          ...getConditionQueryOptions(contractId, condition.id),
          staleTime: 0,
        });
        return { values: conditionValuesOf(latest.record), version: latest.record.version };
      }}
      {...props}
    >
      {savingMakesNewVersion(condition) && <Alert variant="warning">{NEW_VERSION_NOTICE}</Alert>}
      <ConditionFields />
    </EntityForm>
  );
}
