import type { BulkDeleteResult } from '@crm/core/bulk/schema';
import { useEffect, useRef, useState } from 'react';
import { useFocusAfterClose } from '../../hooks/use-focus-after-close';
import type { RowSelection } from '../../hooks/use-row-selection';
import { bulkDeleteMessages } from './bulk-delete-messages';
import { Button } from './button';
import { ConfirmDialog, DELETE_CONFIRMATION } from './confirm-dialog';
import { toast } from './toast-store';

type BulkDeleteBarProps = {
  selection: RowSelection;
  /** Deletes the rows as shown; answers which were deleted and why the others were not. */
  onDelete: (rows: readonly { id: string; version: number }[]) => Promise<BulkDeleteResult>;
  /** Where focus goes once the rows are gone (the bar goes with them): the list. */
  onDone: () => void;
};

/**
 * Shown while rows are ticked: how many, "Selectie opheffen" and "Verwijderen", which asks the
 * seed's question first. Rows that could not be deleted stay ticked, with the reason in a toast.
 */
export function BulkDeleteBar({ selection, onDelete, onDone }: BulkDeleteBarProps) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const count = selection.selected.length;
  // After the dialog has closed, the list takes the focus: the bar may be gone with the rows.
  const focusListAfterClose = useFocusAfterClose(asking, onDone);

  if (count === 0 && !asking) return null;

  const confirm = async () => {
    setBusy(true);
    try {
      const result = await onDelete(selection.selected);
      const messages = bulkDeleteMessages(result);
      if (messages.success) toast.success(messages.success);
      if (messages.error) toast.error(messages.error);
      selection.keepOnly(result.failed.map((failure) => failure.id));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Verwijderen is niet gelukt.');
    } finally {
      focusListAfterClose();
      setBusy(false);
      setAsking(false);
    }
  };

  return (
    <div
      role="region"
      aria-label="Selectie"
      className="flex flex-wrap items-center gap-3 rounded-lg bg-secondary-50 px-4 py-2 ring-1 ring-secondary-200"
    >
      <p className="text-sm font-medium text-gray-900" aria-live="polite">
        {count} geselecteerd
      </p>
      <div className="ml-auto flex gap-2">
        <Button variant="ghost" onClick={() => selection.keepOnly()}>
          Selectie opheffen
        </Button>
        <Button variant="danger" onClick={() => setAsking(true)}>
          Verwijderen
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        title={DELETE_CONFIRMATION}
        description={count === 1 ? '1 item wordt verwijderd.' : `${count} items worden verwijderd.`}
        confirmLabel="Verwijderen"
        variant="danger"
        isLoading={busy}
        onCancel={() => setAsking(false)}
        onConfirm={() => void confirm()}
      />
    </div>
  );
}

/**
 * The cell with a row's tick box, "Selecteer <name>", above the row's link (whose click area covers
 * the whole row). With `lockedLabel` the box cannot be ticked and says why.
 */
export function SelectRowCell({
  selection,
  id,
  name,
  lockedLabel,
}: {
  selection: RowSelection;
  id: string;
  name: string;
  lockedLabel?: string | undefined;
}) {
  return (
    <td className="w-10 px-4 py-3 align-top">
      <input
        type="checkbox"
        aria-label={lockedLabel ?? `Selecteer ${name}`}
        checked={!lockedLabel && selection.isSelected(id)}
        disabled={Boolean(lockedLabel)}
        onChange={() => selection.toggle(id)}
        className="relative z-10 size-4 cursor-pointer rounded-sm accent-primary-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500 disabled:cursor-not-allowed disabled:opacity-40"
      />
    </td>
  );
}

/** Ticks every row shown, or none; half-ticked when some are. */
export function SelectAllCheckbox({ selection }: { selection: RowSelection }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = selection.someSelected;
  }, [selection.someSelected]);
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label="Alle getoonde rijen selecteren"
      checked={selection.allSelected}
      disabled={!selection.hasRows}
      onChange={selection.toggleAll}
      className="size-4 cursor-pointer rounded-sm accent-primary-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500 disabled:cursor-not-allowed disabled:opacity-40"
    />
  );
}
