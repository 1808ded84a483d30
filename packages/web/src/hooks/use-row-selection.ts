import { useState } from 'react';

type Row = { id: string; version: number };

/**
 * Rows ticked for a bulk action. Only rows still on screen count (a deleted or filtered-out row
 * drops out by itself), each with the version shown, so a bulk delete removes what the user saw.
 */
export function useRowSelection<T extends Row>(rows: readonly T[] | undefined) {
  const [ids, setIds] = useState<ReadonlySet<string>>(new Set());
  const shown = rows ?? [];
  const selected = shown.filter((row) => ids.has(row.id));
  const allSelected = shown.length > 0 && selected.length === shown.length;
  return {
    selected,
    isSelected: (id: string) => ids.has(id),
    allSelected,
    /** Whether any row shown can be ticked at all. */
    hasRows: shown.length > 0,
    someSelected: selected.length > 0 && !allSelected,
    toggle: (id: string) =>
      setIds((previous) => {
        const next = new Set(previous);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    toggleAll: () => setIds(allSelected ? new Set() : new Set(shown.map((row) => row.id))),
    /** Keeps only these ticked (those a bulk delete left in place); none when left out. */
    keepOnly: (keep: readonly string[] = []) => setIds(new Set(keep)),
  };
}
export type RowSelection = ReturnType<typeof useRowSelection>;
