import { customerStatusLabels } from '@crm/core/customers/schema';
import { leadSourceLabels, leadStatusLabels } from '@crm/core/leads/schema';
import { formatIban } from '@crm/core/nl/iban';
import { financialLabels } from '@crm/core/relations/financial';
import { organisationLabels } from '@crm/core/relations/organisation';
import { supplierStatusLabels } from '@crm/core/suppliers/schema';
import type { ChangeLine, ChangeLogItem } from '../../../components/change-log/change-log-item';
import { countryName } from '../../../lib/countries';
import { formatAmount } from '../../../lib/format-amount';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import type { HistoryEntry } from '../api/get-relation-history';
import { contactLabels } from './contact-labels';
import { relationKindInfo, type RelationKind } from './relation-kinds';

export const EMPTY_VALUE = '(leeg)';

const actionLabels: Record<string, string> = {
  create: 'Aangemaakt',
  update: 'Gewijzigd',
  delete: 'Verwijderd',
  status: 'Status gewijzigd',
  convert: 'Omgezet naar klant',
};

const exactLabels: Record<string, string> = {
  exactId: 'Exact ID',
  exactCode: 'Exact code',
  exactLastSyncAt: 'Laatste synchronisatie',
  exactSyncState: 'Synchronisatiestatus',
  exactSyncError: 'Synchronisatiefout',
};

const relationFieldLabels = (kind: RelationKind): Record<string, string> => ({
  ...organisationLabels,
  source: 'Bron',
  status: 'Status',
  lostReason: 'Reden verloren',
  ownerId: kind === 'lead' ? 'Eigenaar' : 'Accountmanager',
  expectedValue: 'Verwachte waarde',
  followUpDate: 'Opvolgdatum',
  category: 'Categorie',
  number: relationKindInfo[kind].numberLabel ?? 'Nummer',
  customerId: 'Klant',
  leadId: 'Lead',
});

/** Bookkeeping that means nothing to a reader. */
const hiddenFields = /^(pk|sk|gsi\d+(pk|sk)|type|id|version|nameKey|searchTokens|parentKind|parentId)$/;

/** Lines in the order of the form, so a log reads like the record; unknown fields last. */
const fieldOrder = [
  ...Object.keys(organisationLabels),
  'number',
  'source',
  'status',
  'lostReason',
  'ownerId',
  'expectedValue',
  'followUpDate',
  'category',
  'customerId',
  'leadId',
  ...Object.keys(contactLabels),
  ...Object.keys(financialLabels),
  ...Object.keys(exactLabels),
];
const rank = (field: string) => {
  const index = fieldOrder.indexOf(field);
  return index === -1 ? fieldOrder.length : index;
};

const statusLabelsByKind: Record<string, Readonly<Record<string, string>>> = {
  lead: leadStatusLabels,
  customer: customerStatusLabels,
  supplier: supplierStatusLabels,
};

const amountFields = new Set(['expectedValue', 'creditLimit']);
const dateFields = new Set(['followUpDate', 'directDebitDate']);
const linkFields = new Set(['customerId', 'leadId']);

export type HistoryContext = {
  /** The kind of the page the log is on. */
  kind: RelationKind;
  /** Names of owners and account managers. */
  staffNames: ReadonlyMap<string, string>;
};

/** What a changed value looks like to a reader of the log. */
export function formatHistoryValue(
  field: string,
  value: unknown,
  subjectKind: string,
  context: HistoryContext,
): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  if (typeof value === 'boolean') return value ? 'Ja' : 'Nee';
  if (typeof value === 'number' && amountFields.has(field)) return formatAmount(value);
  if (typeof value === 'string') {
    if (field === 'status') return statusLabelsByKind[subjectKind]?.[value] ?? value;
    if (field === 'source') return leadSourceLabels[value as keyof typeof leadSourceLabels] ?? value;
    if (field === 'ownerId') return context.staffNames.get(value) ?? 'Onbekende gebruiker';
    if (field === 'country') return countryName(value);
    if (field === 'iban') return formatIban(value);
    if (dateFields.has(field)) return formatDate(value);
    if (field === 'exactLastSyncAt') return formatDateTime(value);
    if (linkFields.has(field)) return 'Gekoppeld';
    return value;
  }
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

function fieldLabel(field: string, subjectType: string, kind: RelationKind): string {
  if (subjectType === 'contact') return (contactLabels as Record<string, string>)[field] ?? field;
  if (subjectType === 'financial') {
    return (financialLabels as Record<string, string>)[field] ?? exactLabels[field] ?? field;
  }
  const subjectKind = subjectType in relationKindInfo ? (subjectType as RelationKind) : kind;
  return relationFieldLabels(subjectKind)[field] ?? field;
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

function subjectOf(entry: HistoryEntry, kind: RelationKind, contactNames: Map<string, string>) {
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

/** A relation's change log in words: when, who, what it is about, and each field from → to. */
export function describeRelationHistory(
  entries: readonly HistoryEntry[],
  context: HistoryContext,
): ChangeLogItem[] {
  const contactNames = contactNamesIn(entries);
  return entries.map((entry) => {
    const subjectKind = entry.subjectType === 'record' ? context.kind : entry.subjectType;
    const lines: ChangeLine[] = entry.changes
      .filter((change) => !hiddenFields.test(change.field))
      .sort((a, b) => rank(a.field) - rank(b.field))
      .map((change) => ({
        kind: 'change',
        label: fieldLabel(change.field, entry.subjectType, context.kind),
        from: formatHistoryValue(change.field, change.from, subjectKind, context),
        to: formatHistoryValue(change.field, change.to, subjectKind, context),
      }));
    return {
      key: entry.sk,
      when: formatDateTime(entry.at),
      who: entry.actorName,
      what: actionLabels[entry.action] ?? entry.action,
      subject: subjectOf(entry, context.kind, contactNames),
      lines,
    };
  });
}
