import { useQueryClient } from '@tanstack/react-query';
import { EntityForm } from '../../../components/form/entity-form';
import { schemaResolver } from '../../../lib/schema-resolver';
import { getFinancialQueryOptions, type FinancialKind } from '../api/get-financial';
import type { FinancialRecord } from '../api/records';
import { useSaveFinancial } from '../api/save-financial';
import {
  financialFormSchema,
  financialValuesOf,
  toFinancialInput,
  type FinancialFormValues,
} from '../lib/financial-values';
import { FinancialFields } from './financial-fields';

const resolver = schemaResolver<FinancialFormValues, ReturnType<typeof financialFormSchema.parse>>(
  financialFormSchema,
  toFinancialInput,
);

type FinancialFormProps = {
  kind: FinancialKind;
  id: string;
  financial: FinancialRecord | null;
  onSaved: () => void;
  onDirtyChange: (isDirty: boolean) => void;
  cancelHref: string;
};

export function FinancialForm({
  kind,
  id,
  financial,
  onSaved,
  onDirtyChange,
  cancelHref,
}: FinancialFormProps) {
  const queryClient = useQueryClient();
  const save = useSaveFinancial(kind, id);
  return (
    <EntityForm
      resolver={resolver}
      initialValues={financialValuesOf(financial)}
      version={financial?.version ?? 0}
      mutation={save}
      onSaved={onSaved}
      onDirtyChange={onDirtyChange}
      cancelHref={cancelHref}
      reload={async () => {
        const latest = await queryClient.fetchQuery({ ...getFinancialQueryOptions(kind, id), staleTime: 0 });
        return { values: financialValuesOf(latest.financial), version: latest.financial?.version ?? 0 };
      }}
    >
      <FinancialFields />
    </EntityForm>
  );
}
