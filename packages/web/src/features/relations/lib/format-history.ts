import { catalogueOf } from '@crm/core/registry/catalogues';
import type { Catalogue, FieldDef } from '@crm/core/catalogue/field';
import { fileCatalogue } from '@crm/core/files/schema';
import { formatIban } from '@crm/core/nl/iban';
import type { ChangeLine, ChangeLogItem } from '../../../components/change-log/change-log-item';
import { countryName } from '../../../lib/countries';
import { formatAmount } from '../../../lib/format-amount';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { formatFileSize } from '../../../lib/format-file-size';
import type { HistoryEntry } from '../api/get-relation-history';
import { relationKindInfo, type RelationKind } from './relation-kinds';

export const EMPTY_VALUE = '(leeg)';

const actionLabels: Record<string, string> = {
  create: 'Aangemaakt',
  update: 'Gewijzigd',
  delete: 'Verwijderd',
  status: 'Status gewijzigd',
  convert: 'Omgezet naar klant',
  // A save of a financial record after its first (core's financial-service.ts names it so).
  financial: 'Gewijzigd',
  // The daily job's moves of a contract through time (core's contracts/service.ts).
  renewal: 'Stilzwijgend verlengd',
  expire: 'Verlopen',
  end: 'Beëindigd na opzegging',
};

/** Bookkeeping that means nothing to a reader (a file's position is a sort key, not a place). */
const hiddenFields =
  /^(pk|sk|gsi\d+(pk|sk)|type|id|version|nameKey|searchTokens|parentKind|parentId|position)$/;

/** What happened to a file, named with the file: `Bestand toegevoegd: offerte.pdf`. */
const fileActionLabels: Record<string, string> = {
  create: 'Bestand toegevoegd',
  update: 'Bestand gewijzigd',
  rename: 'Bestand hernoemd',
  move: 'Bestand verplaatst',
  delete: 'Bestand verwijderd',
};

export type HistoryContext = {
  /** The kind of the page the log is on (a contract's log reads the same way). */
  kind: RelationKind | 'contract';
  /** Names of owners and account managers. */
  staffNames: ReadonlyMap<string, string>;
};

function formatNumber(field: FieldDef | undefined, value: number): string {
  if (field?.type === 'amount') return formatAmount(value);
  if (field === fileCatalogue.size) return formatFileSize(value);
  return String(value);
}

/** What a changed value looks like to a reader of the log, by the field's type in its catalogue. */
export function formatHistoryValue(
  field: FieldDef | undefined,
  value: unknown,
  context: HistoryContext,
): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  if (typeof value === 'boolean') return value ? 'Ja' : 'Nee';
  if (typeof value === 'number') return formatNumber(field, value);
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

/** The catalogue an entry's fields belong to: its subject's, or the page's kind for the record. */
function catalogueFor(entry: HistoryEntry, kind: HistoryContext['kind']): Catalogue {
  return catalogueOf(entry.subjectType === 'record' ? kind : entry.subjectType) ?? catalogueOf(kind) ?? {};
}

/** One line per changed field, labelled and ordered as the catalogue (unknown fields last, by name). */
export function historyLines(
  catalogue: Catalogue,
  changes: HistoryEntry['changes'],
  context: HistoryContext,
): ChangeLine[] {
  const order = Object.keys(catalogue);
  const rank = (field: string) => (order.includes(field) ? order.indexOf(field) : order.length);
  return changes
    .filter((change) => !hiddenFields.test(change.field))
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

function subjectOf(entry: HistoryEntry, kind: HistoryContext['kind'], contactNames: Map<string, string>) {
  if (entry.subjectType === 'contact') {
    const name = entry.subjectId ? contactNames.get(entry.subjectId) : undefined;
    return name ? `Contactpersoon ${name}` : 'Contactpersoon';
  }
  if (entry.subjectType === 'financial') return 'Financiële gegevens';
  // The history of a converted lead moved along to its customer.
  if (entry.subjectType !== kind && entry.subjectType in relationKindInfo) {
    const other = relationKindInfo[entry.subjectType as RelationKind];
    return `Als ${other.one}`;
  }
  return null;
}

/**
 * What an entry about a file says happened, with the file's name at the time (`label`; older
 * entries without it are named from their changes). A change of the name alone is a rename.
 */
function fileWhat(entry: HistoryEntry): string {
  const renamed = entry.action === 'update' && entry.changes.every((change) => change.field === 'name');
  const action = fileActionLabels[renamed ? 'rename' : entry.action] ?? entry.action;
  const nameChange = entry.changes.find((change) => change.field === 'name');
  const name = entry.label ?? nameChange?.to ?? nameChange?.from;
  return typeof name === 'string' && name !== '' ? `${action}: ${name}` : action;
}

/** A relation's change log in words: when, who, what it is about, and each field from → to. */
export function describeRelationHistory(
  entries: readonly HistoryEntry[],
  context: HistoryContext,
): ChangeLogItem[] {
  const contactNames = contactNamesIn(entries);
  return entries.map((entry) => {
    const lines = historyLines(catalogueFor(entry, context.kind), entry.changes, context);
    return {
      key: entry.sk,
      when: formatDateTime(entry.at),
      who: entry.actorName,
      what: entry.subjectType === 'file' ? fileWhat(entry) : (actionLabels[entry.action] ?? entry.action),
      subject: subjectOf(entry, context.kind, contactNames),
      lines,
    };
  });
}
