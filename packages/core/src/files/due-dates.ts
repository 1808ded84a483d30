import { dueItemChanges, type DueDate } from '../db/due-items.ts';
import type { TransactItem } from '../db/transaction.ts';
import { addDays } from '../nl/date.ts';
import { DOCUMENT_WARNING_DAYS } from './schema.ts';

/**
 * A document's Geldig tot as a date of the deadlines engine (PRODUCT.md "File": 30 days before
 * it, the record's owner is told). The file's own writes (upload, edit, delete) put or move its one
 * due item in their transaction; the handler (`deadlines/document-warnings.ts`) reads the file and
 * acts only when its Geldig tot still says so, so an item left behind by an edit does nothing.
 *
 * The due items name the file as `FILE#<id>` (the daily job acts once per name, and a record has
 * several files), not the file's partition, which is its owner's.
 */
export const FILE_DUE_TYPE = 'file';
export const DOCUMENT_WARNING = 'document-warning';

export const fileDueName = (id: string): string => `FILE#${id}`;

/** The day a document with this Geldig tot is warned about. */
export const documentWarningDay = (validUntil: string): string => addDays(validUntil, -DOCUMENT_WARNING_DAYS);

function dates(validUntil: string | undefined): DueDate[] {
  return validUntil ? [{ action: DOCUMENT_WARNING, date: documentWarningDay(validUntil) }] : [];
}

/** The due item changes of a file whose Geldig tot goes from `before` to `after` (none: absent). */
export function fileDueChanges(
  id: string,
  before: string | undefined,
  after: string | undefined,
): TransactItem[] {
  return dueItemChanges({ pk: fileDueName(id), type: FILE_DUE_TYPE }, dates(before), dates(after));
}
