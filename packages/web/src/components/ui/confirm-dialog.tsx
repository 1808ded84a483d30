import { Description, DialogTitle } from '@headlessui/react';
import { Button } from './button';
import { DialogShell } from './dialog-shell';

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
    <DialogShell open={open} onClose={() => !isLoading && onCancel()} width="md">
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
    </DialogShell>
  );
}
