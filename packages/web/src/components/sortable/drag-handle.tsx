import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';

type DragHandleProps = {
  /** The item's name: the handle is "Verplaats <naam>". */
  name: string;
  /** From `useSortable`/`useDraggable`: the handle is the activator, the rest of the item is not. */
  setActivatorNodeRef: (element: HTMLElement | null) => void;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  className?: string;
};

/**
 * The grip that moves an item: drag it with the pointer (also by touch: it takes no scrolling), or
 * focus it and use the keyboard (Space or Enter picks up, the arrows move, Space or Enter drops,
 * Escape cancels).
 */
export function DragHandle({
  name,
  setActivatorNodeRef,
  attributes,
  listeners,
  className = '',
}: DragHandleProps) {
  return (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      // dnd-kit's default is the English "sortable".
      aria-roledescription="verplaatsbaar"
      aria-label={`Verplaats ${name}`}
      className={`cursor-grab touch-none rounded-md text-gray-700 focus-visible:outline-2 focus-visible:outline-primary-500 ${className}`}
    >
      <span aria-hidden="true">⠿</span>
    </button>
  );
}
