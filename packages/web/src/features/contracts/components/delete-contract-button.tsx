import { DeleteButton } from '../../../components/ui/delete-button';
import { useDeleteContract } from '../api/delete-contract';
import type { ContractRecord } from '../api/get-contract';

/** Deletes the contract after the seed's question; a refusal shows the API's reason. */
export function DeleteContractButton({
  contract,
  onDeleted,
}: {
  contract: ContractRecord;
  onDeleted: () => void;
}) {
  const remove = useDeleteContract(contract.id);
  return (
    <DeleteButton
      description={`Contract ${contract.number} (${contract.title}) wordt verwijderd.`}
      onDelete={() => remove.mutateAsync(contract.version)}
      isDeleting={remove.isPending}
      onDeleted={onDeleted}
    />
  );
}
