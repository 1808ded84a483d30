import { DeleteButton } from '../../../components/ui/delete-button';
import { useDeleteRelation } from '../api/delete-relation';
import type { RelationRecord } from '../api/records';

/** Deletes the record with its contact people and financial record, after the seed's question. */
export function DeleteRelationButton({
  record,
  onDeleted,
}: {
  record: RelationRecord;
  onDeleted: () => void;
}) {
  const remove = useDeleteRelation(record.type, record.id);
  return (
    <DeleteButton
      description={`${record.companyName} wordt verwijderd, met de contactpersonen en de gegevens die erbij horen.`}
      onDelete={() => remove.mutateAsync(record.version)}
      isDeleting={remove.isPending}
      onDeleted={onDeleted}
    />
  );
}
