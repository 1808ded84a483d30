import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog, DELETE_CONFIRMATION } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/toast-store';
import { useDeleteUser } from '../api/delete-user';
import type { UserRecord } from '../api/user-record';

/** Asks first; a refusal (yourself, the last beheerder, changed meanwhile) shows as an error toast. */
export function DeleteUserButton({ user, onDeleted }: { user: UserRecord; onDeleted: () => void }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteUser();

  return (
    <>
      <Button variant="danger-outline" onClick={() => setOpen(true)}>
        Verwijderen
      </Button>
      <ConfirmDialog
        open={open}
        title={DELETE_CONFIRMATION}
        description={`${user.name} (${user.email}) kan daarna niet meer inloggen.`}
        confirmLabel="Verwijderen"
        variant="danger"
        isLoading={remove.isPending}
        onCancel={() => setOpen(false)}
        onConfirm={() =>
          remove.mutate(
            { id: user.id, version: user.version },
            {
              onSuccess: () => {
                setOpen(false);
                onDeleted();
              },
              onError: (error) => {
                setOpen(false);
                toast.error(error.message);
              },
            },
          )
        }
      />
    </>
  );
}
