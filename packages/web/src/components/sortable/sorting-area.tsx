import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, type SortingStrategy } from '@dnd-kit/sortable';
import type { ReactNode } from 'react';
import { dragInstructions, sortAnnouncements, type DragNoun } from './drag-speech';
import { landing, type Landing } from './landing';
import { useDragSensors } from './sensors';

type SortingAreaProps<T extends { id: string }> = {
  /** The items in the order shown. */
  items: readonly T[];
  nameOf: (item: T) => string;
  noun: DragNoun;
  /** `verticalListSortingStrategy` for a list, `rectSortingStrategy` for a grid. */
  strategy: SortingStrategy;
  /** Called once per drop that changes the order. */
  onLand: (move: Landing<T>) => void;
  children: ReactNode;
};

/**
 * The drag machinery around sortable items (`useSortable` inside `children`): the product's
 * sensors, Dutch announcements and instructions, and a drop turned into one `Landing`.
 */
export function SortingArea<T extends { id: string }>({
  items,
  nameOf,
  noun,
  strategy,
  onLand,
  children,
}: SortingAreaProps<T>) {
  const sensors = useDragSensors();
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const change = over ? landing(items, String(active.id), String(over.id)) : null;
    if (change) onLand(change);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: sortAnnouncements(items, nameOf, noun),
        screenReaderInstructions: dragInstructions(noun),
      }}
    >
      <SortableContext items={items.map((item) => item.id)} strategy={strategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}
