import type { ConditionRecord } from '@crm/core/contract-conditions/public';
import { DeleteButton } from '../../../components/ui/delete-button';
import { useDeleteCondition } from '../api/delete-condition';

/** Deletes a condition never sent; one that was sent is refused by the API with its reason. */
export function DeleteConditionButton({
  contractId,
  condition,
  onDeleted,
}: {
  contractId: string;
  condition: ConditionRecord;
  onDeleted: () => void;
}) {
  const remove = useDeleteCondition(contractId);
  return (
    <DeleteButton
      description={`De voorwaarde ${condition.title} wordt verwijderd.`}
      onDelete={() => remove.mutateAsync({ id: condition.id, version: condition.version })}
      isDeleting={remove.isPending}
      onDeleted={onDeleted}
    />
  );
}
