import { roleLabels, roles } from '@crm/core/auth/permissions';
import type { ChangeLine, ChangeLogItem } from '../../../components/change-log/change-log-item';
import { formatDateTime } from '../../../lib/format-date';
import type { HistoryEntry } from '../api/get-user-history';

const actionLabels: Record<string, string> = {
  create: 'Aangemaakt',
  update: 'Gewijzigd',
  delete: 'Verwijderd',
  'password-set': 'Wachtwoord ingesteld via uitnodiging',
  'password-reset': 'Wachtwoord opnieuw ingesteld via wachtwoord vergeten',
  'password-change': 'Wachtwoord gewijzigd',
  'logout-everywhere': 'Overal uitgelogd',
};

const fieldLabels: Record<string, string> = {
  name: 'Naam',
  email: 'E-mailadres',
  role: 'Rol',
  active: 'Actief',
};

/** Bookkeeping that means nothing to a reader. */
const hiddenFields = new Set(['sessionGeneration', 'type', 'pk', 'sk', 'id', 'version']);
const isIndexKey = (field: string) => /^gsi\d+(pk|sk)$/.test(field);

export const EMPTY_VALUE = '(leeg)';

export function formatHistoryValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  if (field === 'role' && typeof value === 'string') {
    const role = roles.find((candidate) => candidate === value);
    return role ? roleLabels[role] : value;
  }
  if (typeof value === 'boolean') return value ? 'Ja' : 'Nee';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/** One entry of a user's history in words: when, who, what, and each field from what to what. */
export function describeHistoryEntry(entry: HistoryEntry): ChangeLogItem {
  const lines: ChangeLine[] = [];
  for (const change of entry.changes) {
    if (hiddenFields.has(change.field) || isIndexKey(change.field)) continue;
    if (change.field === 'passwordHash') {
      // Arrives redacted; at creation it only says there is no password yet.
      if (entry.action !== 'create') lines.push({ kind: 'note', text: 'Wachtwoord gewijzigd' });
      continue;
    }
    lines.push({
      kind: 'change',
      label: fieldLabels[change.field] ?? change.field,
      from: formatHistoryValue(change.field, change.from),
      to: formatHistoryValue(change.field, change.to),
    });
  }
  return {
    key: entry.sk,
    when: formatDateTime(entry.at),
    who: entry.actorName,
    what: actionLabels[entry.action] ?? entry.action,
    lines,
  };
}
