import type { ImportJob } from '@crm/core/import/public';

/** Whether a job is working on the import (its screen polls until it stops). */
export function isWorking(item: Pick<ImportJob, 'status' | 'interrupted'>): boolean {
  return !item.interrupted && ['checking', 'writing', 'undoing'].includes(item.status);
}

/** How far a job is, 0 to 100: rows done of the sheet's rows. */
export function percentDone(item: Pick<ImportJob, 'rows' | 'progress'>): number {
  return item.rows ? Math.min(100, Math.round((item.progress.done / item.rows) * 100)) : 0;
}

const number = new Intl.NumberFormat('nl-NL');

/** `1.234 rijen`. */
export function rowsText(count: number): string {
  return `${number.format(count)} ${count === 1 ? 'rij' : 'rijen'}`;
}
