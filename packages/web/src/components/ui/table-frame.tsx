import { useRef, type ReactNode, type RefObject } from 'react';
import type { BulkDeleteResult } from '@crm/core/bulk/schema';
import type { RowSelection } from '../../hooks/use-row-selection';
import { BulkDeleteBar } from './bulk-delete-bar';
import { LOADING_TEXT } from './loading-screen';
import { Spinner } from './spinner';

type TableFrameProps = {
  /** Rows can be ticked and deleted together: the bar shows above the table while some are. */
  bulkDelete?: {
    selection: RowSelection;
    onDelete: (rows: readonly { id: string; version: number }[]) => Promise<BulkDeleteResult>;
  };
  /** The frame, focusable, so focus can go to the list when rows it was on are gone. */
  ref?: RefObject<HTMLDivElement | null>;
  children: ReactNode;
};

/** The scroll box of a list's table (relative: sr-only header text stays inside it). */
export function TableFrame({ bulkDelete, ref, children }: TableFrameProps) {
  const ownRef = useRef<HTMLDivElement>(null);
  const frame = ref ?? ownRef;
  return (
    <>
      {bulkDelete && (
        <BulkDeleteBar
          selection={bulkDelete.selection}
          onDelete={bulkDelete.onDelete}
          onDone={() => frame.current?.focus()}
        />
      )}
      <div
        ref={frame}
        tabIndex={-1}
        className="relative overflow-x-auto rounded-lg bg-white shadow-xs ring-1 ring-gray-200 focus:outline-2 focus:outline-primary-500"
      >
        {children}
      </div>
    </>
  );
}

/** A row across the whole table that says where the list is: loading, Geen resultaten, a problem. */
export function TableStatusRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={colSpan} className="px-4 py-8 text-center text-gray-600">
        {children}
      </td>
    </tr>
  );
}

/** Bezig met laden... with a spinner, announced to screen readers. */
export function LoadingStatus() {
  return (
    <span role="status" className="inline-flex items-center gap-3">
      <Spinner />
      {LOADING_TEXT}
    </span>
  );
}
