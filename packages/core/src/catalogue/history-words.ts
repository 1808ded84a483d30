import { isIndexKey, untrackedFields } from '../db/history-entry.ts';

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
 * An approved change set's entry in its record's history (staged/decide.ts): one entry per
 * approval, named by what the outsider answered. The relation kinds' words carry these.
 */
export const stagedApprovalLabels: Readonly<Record<string, string>> = {
  'approve-supplier-request': 'Goedgekeurd uit leveranciersverzoek',
  'approve-onboarding': 'Goedgekeurd uit onboarding',
};

/**
 * An import that filled an existing record's empty fields, and its undo (decision 053): entries in
 * the record's own history. The relation kinds' words carry these.
 */
export const importFillLabels: Readonly<Record<string, string>> = {
  'import-fill': 'Lege velden aangevuld uit import',
  'import-undo': 'Aanvulling uit import ongedaan gemaakt',
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

/**
 * What an action on a subject is called: the subject's own label, else its record's (`record`, the
 * words of the page or feed the entry is in), else the common one. Undefined for an action no code
 * writes (registry/history.test.ts proves every written one has a label).
 */
export function historyActionLabel(
  words: HistoryWords | undefined,
  action: string,
  record?: HistoryWords,
): string | undefined {
  return words?.actions?.[action] ?? record?.actions?.[action] ?? commonActionLabels[action];
}

/** Checks a subject's words while keeping their exact type. */
export function defineHistoryWords<const W extends HistoryWords>(words: W): W {
  return words;
}
