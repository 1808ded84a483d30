import { DeleteButton } from '../../../components/ui/delete-button';
import { useDeleteUser } from '../api/delete-user';
import type { UserRecord } from '../api/user-record';

/** Asks first; a refusal (yourself, the last beheerder, changed meanwhile) shows as an error toast. */
export function DeleteUserButton({ user, onDeleted }: { user: UserRecord; onDeleted: () => void }) {
  const remove = useDeleteUser();
  return (
    <DeleteButton
      description={`${user.name} (${user.email}) kan daarna niet meer inloggen.`}
      onDelete={() => remove.mutateAsync({ id: user.id, version: user.version })}
      isDeleting={remove.isPending}
      onDeleted={onDeleted}
    />
  );
}
