import { contractCatalogue as fields } from '@crm/core/contracts/schema';
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FieldInput } from '../../../components/fields/field-input';
import { useContractTypeOptions } from '../api/get-contract-type-options';
import type { ContractFormValues as Values } from '../lib/contract-form';

/**
 * Contracttype: choosing one fills the term fields with the type's defaults (they stay editable).
 * Only a choice the user makes fills them: opening a saved contract keeps its own term.
 */
export function TypeField({ className }: { className?: string }) {
  const types = useContractTypeOptions();
  const { setValue } = useFormContext<Values>();
  const typeId = useWatch<Values, 'typeId'>({ name: 'typeId' });
  const previous = useRef(typeId);
  useEffect(() => {
    if (typeId === previous.current) return;
    previous.current = typeId;
    const type = types.data?.find((item) => item.id === typeId);
    if (!type) return;
    const fill = { shouldDirty: true, shouldValidate: true } as const;
    setValue('firstTermMonths', String(type.firstTermMonths), fill);
    setValue('renewal', type.renewal, fill);
    setValue('renewalTermMonths', type.renewal === 'geen' ? '' : String(type.renewalTermMonths ?? ''), fill);
    setValue('noticePeriod', String(type.noticePeriod), fill);
    setValue('noticeUnit', type.noticeUnit, fill);
    setValue('decisionWeeks', String(type.decisionWeeks), fill);
  }, [typeId, types.data, setValue]);
  const options = [
    { value: '', label: types.isPending ? 'Bezig met laden...' : 'Geen type' },
    ...(types.data ?? []).map((type) => ({ value: type.id, label: type.name })),
  ];
  return (
    <FieldInput<Values>
      catalogue={fields}
      name="typeId"
      options={options}
      hint="Een type vult de termijnen met zijn standaarden."
      className={className}
    />
  );
}
