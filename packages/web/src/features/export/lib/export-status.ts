import type { ExportStatus } from '@crm/core/export/public';

export function isPreparing(status: ExportStatus | undefined): boolean {
  return status === 'queued' || status === 'running';
}

/** `Export wordt voorbereid… 12.300 rijen` (no count before the first rows are written). */
export function progressText(rows: number): string {
  const base = 'Export wordt voorbereid…';
  if (rows <= 0) return base;
  return `${base} ${rows.toLocaleString('nl-NL')} ${rows === 1 ? 'rij' : 'rijen'}`;
}

/** The view's query as the list route takes it, without empty values. */
export function cleanQuery(
  query: Readonly<Record<string, string | number | null | undefined>>,
): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(query).filter(
      (entry): entry is [string, string | number] => entry[1] !== null && entry[1] !== undefined,
    ),
  );
}
