import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { DragHandle } from './drag-handle';

type SortableRowProps = { id: string; name: string; disabled: boolean; children: ReactNode };

/** One row of a `SortableList`: its handle (unless moving is disabled) and the caller's content. */
export function SortableRow({ id, name, disabled, children }: SortableRowProps) {
  const { attributes, listeners, setActivatorNodeRef, setNodeRef, transform, transition, isDragging } =
    useSortable({ id, disabled });
  const handle = { attributes, listeners, setActivatorNodeRef };
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`flex items-start gap-3 bg-white px-3 py-3 ${isDragging ? 'relative z-10 shadow-lg ring-1 ring-gray-200' : ''}`}
      data-sortable-id={id}
    >
      {!disabled && (
        <DragHandle name={name} className="-my-1 shrink-0 px-2 py-1 hover:bg-gray-100" {...handle} />
      )}
      <div className="min-w-0 flex-1">{children}</div>
    </li>
  );
}
