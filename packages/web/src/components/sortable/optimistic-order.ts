import { useState } from 'react';
import type { Landing, SortMove } from './landing';

/** A move shown before the server has it: the order to show, and the server's order it came from. */
export type PendingOrder = { ids: readonly string[]; basis: string };

/** The server's order as one comparable value. */
export const orderKey = (items: readonly { id: string }[]) => items.map((item) => item.id).join('\n');

/**
 * The items in the pending order: the server's items (so their contents are fresh), arranged as
 * the user left them; an item the pending order does not know (added meanwhile) goes last, an item
 * that is gone stays gone.
 */
export function arrange<T extends { id: string }>(items: readonly T[], ids: readonly string[]): T[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  const placed = ids.flatMap((id) => byId.get(id) ?? []);
  const known = new Set(ids);
  return [...placed, ...items.filter((item) => !known.has(item.id))];
}

/**
 * Whether the pending order still counts: while a write is under way, and after it until the
 * server's order changes (the caller refetches), so the list does not jump back for a moment.
 */
export function pendingCounts(pending: PendingOrder | null, serverKey: string, writing: number): boolean {
  return pending !== null && (writing > 0 || serverKey === pending.basis);
}

/**
 * Shows a move at once and saves it with `onMove`; a refused write puts the server's order back
 * (the caller shows why, and should reload its items: others may have moved meanwhile).
 */
export function useOptimisticOrder<T extends { id: string }>(
  items: readonly T[],
  onMove: (move: SortMove) => Promise<unknown>,
) {
  const [pending, setPending] = useState<PendingOrder | null>(null);
  const [writing, setWriting] = useState(0);
  const serverKey = orderKey(items);
  const counts = pendingCounts(pending, serverKey, writing);
  // The server's order moved on after the last write: forget the pending one (state adjusted while
  // rendering, as React advises for state derived from props).
  if (pending && !counts) setPending(null);

  const move = ({ id, afterId, order }: Landing<T>) => {
    setPending({ ids: order.map((item) => item.id), basis: serverKey });
    setWriting((count) => count + 1);
    onMove({ id, afterId }).then(
      () => setWriting((count) => count - 1),
      () => {
        setWriting((count) => count - 1);
        setPending(null);
      },
    );
  };

  return { shown: pending && counts ? arrange(items, pending.ids) : [...items], move };
}
