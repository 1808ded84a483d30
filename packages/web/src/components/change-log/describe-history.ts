import type { Catalogue, FieldDef } from '@crm/core/catalogue/field';
import { hiddenInHistory, type HistoryWords } from '@crm/core/catalogue/history-words';
import { formatIban } from '@crm/core/nl/iban';
import { fileCatalogue } from '@crm/core/files/schema';
import { historyActionLabel, historySubject, type HistorySubject } from '@crm/core/registry/history';
import type { HistoryEntry } from '@crm/core/db/history-entry';
import type { OwnerKind } from '@crm/core/records/schema';
import { countryName } from '../../lib/countries';
import { formatAmount } from '../../lib/format-amount';
import { formatDate, formatDateTime } from '../../lib/format-date';
import { formatFileSize } from '../../lib/format-file-size';
import type { ChangeLine, ChangeLogItem } from './change-log-item';

/**
 * A record's change log in words, read from core's one history vocabulary (registry/history.ts):
 * each entry's subject (the record, a contact person, its financial record, a file, a condition)
 * labels its action and fields and hides what a reader does not recognise.
 */
export const EMPTY_VALUE = '(leeg)';

export type HistoryContext = {
  /** The kind of record whose log it is: a lead, customer, supplier or contract. */
  kind: OwnerKind;
  /** Names of owners and account managers. */
  staffNames: ReadonlyMap<string, string>;
};

function formatNumber(field: FieldDef | undefined, value: number): string {
  if (field?.type === 'amount') return formatAmount(value);
  if (field === fileCatalogue.size) return formatFileSize(value);
  return String(value);
}

/** A list's parts by their names (a contract type's standard conditions), else how many there are. */
function formatList(value: readonly unknown[]): string {
  const names = value.map((part) =>
    typeof part === 'object' && part !== null && 'title' in part && typeof part.title === 'string'
      ? part.title
      : null,
  );
  if (names.every((name) => name !== null)) return names.join(', ');
  return value.length === 1 ? '1 onderdeel' : `${value.length} onderdelen`;
}

/** What a changed value looks like to a reader of the log, by the field's type in its catalogue. */
export function formatHistoryValue(
  field: FieldDef | undefined,
  value: unknown,
  context: HistoryContext,
): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  if (Array.isArray(value) && value.length === 0) return EMPTY_VALUE;
  if (typeof value === 'boolean') return value ? 'Ja' : 'Nee';
  if (typeof value === 'number') return formatNumber(field, value);
  if (Array.isArray(value) && field?.type === 'list') return formatList(value);
  if (typeof value !== 'string') return JSON.stringify(value);
  switch (field?.type) {
    case 'enum':
      return field.options?.[value] ?? value;
    case 'user':
      return context.staffNames.get(value) ?? 'Onbekende gebruiker';
    case 'country':
      return countryName(value);
    case 'iban':
      return formatIban(value);
    case 'date':
      return formatDate(value);
    case 'datetime':
      return formatDateTime(value);
    case 'link':
      return 'Gekoppeld';
    default:
      return value;
  }
}

/**
 * One line per changed field, labelled and ordered as the subject's catalogue (unknown fields last,
 * by name), without the fields no reader recognises (the subject's `words` say which).
 */
export function historyLines(
  catalogue: Catalogue,
  changes: HistoryEntry['changes'],
  context: HistoryContext,
  words?: HistoryWords,
): ChangeLine[] {
  const order = Object.keys(catalogue);
  const rank = (field: string) => (order.includes(field) ? order.indexOf(field) : order.length);
  return changes
    .filter((change) => !hiddenInHistory(words, change.field))
    .sort((a, b) => rank(a.field) - rank(b.field))
    .map((change) => {
      const field = catalogue[change.field];
      return {
        kind: 'change',
        label: field?.label ?? change.field,
        from: formatHistoryValue(field, change.from, context),
        to: formatHistoryValue(field, change.to, context),
      };
    });
}

/** Contact people by id, named from what the log itself says (also those deleted since). */
function contactNamesIn(entries: readonly HistoryEntry[]): Map<string, string> {
  const names = new Map<string, string>();
  // Oldest first, so later renames win.
  for (const entry of [...entries].reverse()) {
    if (entry.subjectType !== 'contact' || !entry.subjectId) continue;
    const parts = new Map<string, unknown>();
    for (const change of entry.changes) parts.set(change.field, change.to);
    const name = ['firstName', 'infix', 'lastName']
      .map((field) => parts.get(field))
      .filter((part): part is string => typeof part === 'string' && part !== '');
    if (parts.has('firstName') || parts.has('lastName')) names.set(entry.subjectId, name.join(' '));
  }
  return names;
}

/**
 * What an entry is about when that is not the page's record: a contact person by name, the
 * financial record, the record as it was before a conversion, a condition or review by its name.
 * A file is named with its action instead (`whatHappened`).
 */
function subjectOf(
  entry: HistoryEntry,
  subject: HistorySubject | undefined,
  kind: HistoryContext['kind'],
  contactNames: Map<string, string>,
): string | null {
  if (entry.subjectType === 'record' || entry.subjectType === kind || !subject) return null;
  if (subject.words.namedInAction) return null;
  if (entry.subjectType === 'contact') {
    const name = entry.subjectId ? contactNames.get(entry.subjectId) : undefined;
    return name ? `${subject.words.noun} ${name}` : subject.words.noun;
  }
  // The history of a converted lead moved along to its customer.
  if (['lead', 'customer', 'supplier'].includes(entry.subjectType))
    return `Als ${subject.words.noun.toLowerCase()}`;
  return subject.words.namedByLabel && entry.label
    ? `${subject.words.noun}: ${entry.label}`
    : subject.words.noun;
}

/**
 * What happened, in the subject's words. An entry about a file names the file, with its name at
 * the time (`label`; older entries are named from their changes); a change of the name alone is a
 * rename.
 */
function whatHappened(
  entry: HistoryEntry,
  subject: HistorySubject | undefined,
  record: HistorySubject | undefined,
) {
  if (!subject?.words.namedInAction) return historyActionLabel(subject, entry.action, record) ?? entry.action;
  const renamed = entry.action === 'update' && entry.changes.every((change) => change.field === 'name');
  const action = historyActionLabel(subject, renamed ? 'rename' : entry.action) ?? entry.action;
  const nameChange = entry.changes.find((change) => change.field === 'name');
  const name = entry.label ?? nameChange?.to ?? nameChange?.from;
  return typeof name === 'string' && name !== '' ? `${action}: ${name}` : action;
}

/** A record's change log in words: when, who, what it is about, and each field from → to. */
export function describeRecordHistory(
  entries: readonly HistoryEntry[],
  context: HistoryContext,
): ChangeLogItem[] {
  const contactNames = contactNamesIn(entries);
  const record = historySubject(context.kind);
  return entries.map((entry) => {
    const subject = historySubject(entry.subjectType, context.kind);
    return {
      key: entry.sk,
      when: formatDateTime(entry.at),
      who: entry.actorName,
      what: whatHappened(entry, subject, record),
      subject: subjectOf(entry, subject, context.kind, contactNames),
      lines: historyLines(subject?.catalogue ?? {}, entry.changes, context, subject?.words),
    };
  });
}
