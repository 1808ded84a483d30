import { contactName } from '@crm/core/contacts/schema';
import { DeleteButton } from '../../../components/ui/delete-button';
import type { ContactRecord } from '../../relations/api/records';
import { useDeleteContact } from '../api/delete-contact';

export function DeleteContactButton({
  contact,
  onDeleted,
}: {
  contact: ContactRecord;
  onDeleted: () => void;
}) {
  const remove = useDeleteContact(contact);
  return (
    <DeleteButton
      description={`${contactName(contact)} wordt als contactpersoon verwijderd.`}
      onDelete={() => remove.mutateAsync()}
      isDeleting={remove.isPending}
      onDeleted={onDeleted}
    />
  );
}
