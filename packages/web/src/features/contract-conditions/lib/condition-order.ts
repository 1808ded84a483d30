/**
 * The order of a contract's conditions as the position route takes it: a condition comes right
 * after another (`afterId`), or first (`null`). One write per move, as for images (decision 021).
 */
type Ordered = { id: string };

/** The `afterId` that moves `id` one place up or down; undefined when it cannot go further. */
export function neighbourMove(
  items: readonly Ordered[],
  id: string,
  direction: 'up' | 'down',
): { afterId: string | null } | undefined {
  const index = items.findIndex((item) => item.id === id);
  if (index < 0) return undefined;
  if (direction === 'up') {
    if (index === 0) return undefined;
    return { afterId: items[index - 2]?.id ?? null };
  }
  const next = items[index + 1];
  return next ? { afterId: next.id } : undefined;
}

/** The `afterId` for `id` to land at `toIndex` of the list as it will be (a drop). */
export function moveTo(items: readonly Ordered[], id: string, toIndex: number): { afterId: string | null } {
  const rest = items.filter((item) => item.id !== id);
  return { afterId: toIndex <= 0 ? null : (rest[Math.min(toIndex, rest.length) - 1]?.id ?? null) };
}

/** The list with `id` moved right after `afterId` (first when null): what the page shows at once. */
export function moveInList<T extends Ordered>(items: readonly T[], id: string, afterId: string | null): T[] {
  const moved = items.find((item) => item.id === id);
  if (!moved) return [...items];
  const rest = items.filter((item) => item.id !== id);
  const at = afterId === null ? 0 : rest.findIndex((item) => item.id === afterId) + 1;
  if (afterId !== null && at === 0) return [...items];
  return [...rest.slice(0, at), moved, ...rest.slice(at)];
}
