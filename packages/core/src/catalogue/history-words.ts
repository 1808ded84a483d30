import { isIndexKey, untrackedFields } from '../db/history-entry.ts';
import type { Catalogue } from './field.ts';

/**
 * How the change log, the dashboard and a user's history read the entries of one subject (an
 * entity, or a child kept in its record's collection): its Dutch name, its actions' labels, and
 * the stored fields a reader never sees. Each module defines its words beside its catalogue;
 * `registry/history.ts` registers them all. Browser-safe.
 */
export interface HistoryWords {
  /** What the subject is called: "Contract", "Voorwaarde", "Bestand". */
  readonly noun: string;
  /** How a change of it reads beside its record on the dashboard: "Contactpersoon bij". */
  readonly ofRecord?: string;
  /** Its actions' labels; `create`, `update` and `delete` read as `commonActionLabels` unless given. */
  readonly actions?: Readonly<Record<string, string>>;
  /** Stored fields its entries may carry that mean nothing to a reader (keys, hashes, owners). */
  readonly hidden?: readonly string[];
  /** Fields an entry names that are not the subject's own (a summary line of a whole action). */
  readonly entryFields?: Catalogue;
  /** Whether an entry names the subject's `label` with its action ("Bestand toegevoegd: offerte.pdf"). */
  readonly namedInAction?: true;
  /**
   * Whether an entry names the subject by its `label` ("Voorwaarde: Levering"). Not for a subject
   * whose label is its record's name (a financial record's entries carry the company's, for the
   * dashboard).
   */
  readonly namedByLabel?: true;
}

export const commonActionLabels: Readonly<Record<string, string>> = {
  create: 'Aangemaakt',
  update: 'Gewijzigd',
  delete: 'Verwijderd',
};

/**
 * Fields a reader never sees in any entry: what history does not record (older entries may still
 * carry some), and a child's place in its record (its parent, its sort position).
 */
const readerHidden: readonly string[] = ['parentKind', 'parentId', 'position'];

/** A field of a history entry no reader sees: bookkeeping, an index key, or one the subject hides. */
export function hiddenInHistory(words: HistoryWords | undefined, field: string): boolean {
  return (
    untrackedFields.has(field) ||
    isIndexKey(field) ||
    readerHidden.includes(field) ||
    (words?.hidden?.includes(field) ?? false)
  );
}

/** Checks a subject's words while keeping their exact type. */
export function defineHistoryWords<const W extends HistoryWords>(words: W): W {
  return words;
}
