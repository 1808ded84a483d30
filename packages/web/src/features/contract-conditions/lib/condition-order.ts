/**
 * The order of a contract's conditions as the position route takes it: a condition comes right
 * after another (`afterId`), or first (`null`). One write per move, as for images (decision 021).
 */
type Ordered = { id: string };

/** The list with `id` moved right after `afterId` (first when null): what the page shows at once. */
export function moveInList<T extends Ordered>(items: readonly T[], id: string, afterId: string | null): T[] {
  const moved = items.find((item) => item.id === id);
  if (!moved) return [...items];
  const rest = items.filter((item) => item.id !== id);
  const at = afterId === null ? 0 : rest.findIndex((item) => item.id === afterId) + 1;
  if (afterId !== null && at === 0) return [...items];
  return [...rest.slice(0, at), moved, ...rest.slice(at)];
}
