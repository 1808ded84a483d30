import { useState } from 'react';
import { Button } from './button';
import { ConfirmDialog, DELETE_CONFIRMATION } from './confirm-dialog';
import { DELETED_MESSAGE, toast } from './toast-store';

type DeleteButtonProps = {
  /** What will be gone, e.g. "Bakkerij de Zon en haar contactpersonen worden verwijderd." */
  description?: string;
  /** Deletes; a refusal (changed meanwhile, still in use) rejects with the API's message. */
  onDelete: () => Promise<void>;
  isDeleting: boolean;
  onDeleted: () => void;
};

/** Asks the seed's question first; afterwards a toast says it is done, or shows why it was refused. */
export function DeleteButton({ description, onDelete, isDeleting, onDeleted }: DeleteButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="danger-outline" onClick={() => setOpen(true)}>
        Verwijderen
      </Button>
      <ConfirmDialog
        open={open}
        title={DELETE_CONFIRMATION}
        description={description}
        confirmLabel="Verwijderen"
        variant="danger"
        isLoading={isDeleting}
        onCancel={() => setOpen(false)}
        onConfirm={() =>
          onDelete().then(
            () => {
              setOpen(false);
              toast.success(DELETED_MESSAGE);
              onDeleted();
            },
            (error: unknown) => {
              setOpen(false);
              toast.error(error instanceof Error ? error.message : 'Verwijderen is mislukt.');
            },
          )
        }
      />
    </>
  );
}
