/** A move of one image in the row: the new order, and what the API needs to know (`afterId`). */
export type ImageMove<T> = { order: T[]; moved: T; afterId: string | null };

/**
 * Moves the image `activeId` to where `overId` stands, as dnd-kit's sortable shows it while
 * dragging. The API stores only the image now right before it (null: first, the cover), so a
 * move writes one item, whatever happens to the others meanwhile. Null when nothing moves.
 */
export function moveImage<T extends { id: string }>(
  images: readonly T[],
  activeId: string,
  overId: string,
): ImageMove<T> | null {
  const from = images.findIndex((image) => image.id === activeId);
  const to = images.findIndex((image) => image.id === overId);
  const moved = images[from];
  if (!moved || to < 0 || from === to) return null;
  const order = images.filter((image) => image.id !== activeId);
  order.splice(to, 0, moved);
  return { order, moved, afterId: to === 0 ? null : (order[to - 1]?.id ?? null) };
}
