import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { Button } from './button';

export const DELETE_CONFIRMATION = 'Weet je zeker dat je dit item wilt verwijderen?';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  description?: string;
  confirmLabel: string;
  cancelLabel?: string;
  /** `danger` for an action that cannot be undone. */
  variant?: 'primary' | 'danger';
  isLoading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * A modal question. Focus starts on the cancel button, so Enter or Escape never does the risky
 * thing by accident; Headless UI traps focus inside and gives it back to the opener on close.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Annuleren',
  variant = 'primary',
  isLoading = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={() => !isLoading && onCancel()} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-gray-900/40" aria-hidden="true" />
      <div className="relative flex min-h-full items-end justify-center p-4 sm:items-center">
        <DialogPanel className="w-full max-w-md rounded-lg bg-white p-6 shadow-xl ring-1 ring-gray-200">
          <DialogTitle className="text-base font-semibold text-gray-900">{title}</DialogTitle>
          {description && <Description className="mt-2 text-sm text-gray-600">{description}</Description>}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={onCancel} disabled={isLoading} data-autofocus>
              {cancelLabel}
            </Button>
            <Button variant={variant} onClick={onConfirm} isLoading={isLoading}>
              {confirmLabel}
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
