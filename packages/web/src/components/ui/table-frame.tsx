import { useRef, type ReactNode, type RefObject } from 'react';
import type { BulkDeleteResult } from '@crm/core/bulk/schema';
import type { RowSelection } from '../../hooks/use-row-selection';
import { BulkDeleteBar } from './bulk-delete-bar';

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
