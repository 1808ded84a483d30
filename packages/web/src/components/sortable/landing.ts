/**
 * What a move sends: the moved item and the item it now follows (null: it is first). The server
 * stores only that (decision 021's fractional index), so one move is one write, whatever happens
 * to the other items meanwhile.
 */
export type SortMove = { id: string; afterId: string | null };

/** Where a dropped item landed: the move to send, the new order to show, and the moved item. */
export type Landing<T> = SortMove & { order: T[]; moved: T };

/**
 * Moves the item `activeId` to where `overId` stands, as dnd-kit's sortable shows it while
 * dragging. Null when nothing moves (dropped on its own place, or an id that is not in the list).
 */
export function landing<T extends { id: string }>(
  items: readonly T[],
  activeId: string,
  overId: string,
): Landing<T> | null {
  const from = items.findIndex((item) => item.id === activeId);
  const to = items.findIndex((item) => item.id === overId);
  const moved = items[from];
  if (!moved || to < 0 || from === to) return null;
  const order = items.filter((item) => item.id !== activeId);
  order.splice(to, 0, moved);
  return { id: moved.id, afterId: to === 0 ? null : (order[to - 1]?.id ?? null), order, moved };
}
