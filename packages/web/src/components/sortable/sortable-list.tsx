import { verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { ReactNode } from 'react';
import type { DragNoun } from './drag-speech';
import type { SortMove } from './landing';
import { useOptimisticOrder } from './optimistic-order';
import { SortableRow } from './sortable-row';
import { SortingArea } from './sorting-area';

export type SortableListProps<T extends { id: string }> = {
  /** The items in the server's order. */
  items: readonly T[];
  /** The list's accessible name ("Voorwaarden"). */
  label: string;
  /** An item's name, for its handle ("Verplaats <naam>") and what a screen reader hears. */
  nameOf: (item: T) => string;
  /** One item's content, shown beside its handle. */
  renderItem: (item: T) => ReactNode;
  /**
   * Saves one move: `id` now follows `afterId` (null: first). The list shows the new order at
   * once; when the promise rejects it shows `items` again (say why, and reload the items).
   */
  onMove: (move: SortMove) => Promise<unknown>;
  /** No handles and no moving (no permission). */
  disabled?: boolean;
  /** How the keyboard instructions speak of an item: { the: 'de voorwaarde', it: 'haar' }. */
  noun?: DragNoun;
};

const anItem: DragNoun = { the: 'het item', it: 'het' };

/**
 * A vertical list its users reorder by dragging a row's handle, or from the keyboard (Space or
 * Enter on the handle picks the row up, arrow up and down move it, Space or Enter puts it down,
 * Escape cancels). Each drop is one `onMove` call.
 */
export function SortableList<T extends { id: string }>({
  items,
  label,
  nameOf,
  renderItem,
  onMove,
  disabled = false,
  noun = anItem,
}: SortableListProps<T>) {
  const { shown, move } = useOptimisticOrder(items, onMove);

  return (
    <SortingArea
      items={shown}
      nameOf={nameOf}
      noun={noun}
      strategy={verticalListSortingStrategy}
      onLand={move}
    >
      <ul aria-label={label} className="divide-y divide-gray-200 rounded-lg ring-1 ring-gray-200">
        {shown.map((item) => (
          <SortableRow key={item.id} id={item.id} name={nameOf(item)} disabled={disabled}>
            {renderItem(item)}
          </SortableRow>
        ))}
      </ul>
    </SortingArea>
  );
}
