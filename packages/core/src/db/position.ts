import { generateKeyBetween } from 'fractional-indexing';
import { ConflictError } from '../errors.ts';

/**
 * Hand-ordered items (images, contract conditions) carry a fractional `position`: a move writes
 * only the moved item, so two people moving different items at once both keep their move.
 */
export interface Positioned {
  id: string;
  position: string;
}

/** In their order; ties (two items added at once) by id. */
export function byPosition(a: Positioned, b: Positioned): number {
  return a.position < b.position ? -1 : a.position > b.position ? 1 : a.id.localeCompare(b.id);
}

/** The position after the last of `items`. */
export function positionAtEnd(items: readonly Positioned[]): string {
  const last = items
    .map((item) => item.position)
    .sort()
    .at(-1);
  return generateKeyBetween(last ?? null, null);
}

/**
 * The new position of an item moved right after `afterId` (null: first) among `others` (the
 * other items, in any order), by the order as it is now: between that item and its successor.
 */
export function positionAfter(others: readonly Positioned[], afterId: string | null): string {
  const sorted = [...others].sort(byPosition);
  const index = afterId === null ? -1 : sorted.findIndex((other) => other.id === afterId);
  if (index === -1 && afterId !== null) {
    throw new ConflictError(
      'De volgorde is intussen gewijzigd. Laad de pagina opnieuw en probeer het nog eens.',
    );
  }
  const before = index === -1 ? null : (sorted[index]?.position ?? null);
  // The next item with a greater position (equal positions, from items added at once, are passed).
  const after = sorted.slice(index + 1).find((other) => before === null || other.position > before);
  return generateKeyBetween(before, after?.position ?? null);
}
