import type { FieldDef } from '@crm/core/catalogue/field';
import { hiddenHistoryField, historyActionLabel, historySubjects } from '@crm/core/registry/history';
import type { ChangeLine, ChangeLogItem } from '../../../components/change-log/change-log-item';
import { formatDateTime } from '../../../lib/format-date';
import type { HistoryEntry } from '../api/get-user-history';

/** A user's history reads core's one history vocabulary (registry/history.ts, `user`). */
const user = historySubjects.user;

export const EMPTY_VALUE = '(leeg)';

const userField = (field: string): FieldDef | undefined =>
  Object.hasOwn(user.catalogue, field) ? user.catalogue[field as keyof typeof user.catalogue] : undefined;

export function formatHistoryValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  const definition = userField(field);
  if (definition?.type === 'enum' && typeof value === 'string') return definition.options?.[value] ?? value;
  if (typeof value === 'boolean') return value ? 'Ja' : 'Nee';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/** One entry of a user's history in words: when, who, what, and each field from what to what. */
export function describeHistoryEntry(entry: HistoryEntry): ChangeLogItem {
  const lines: ChangeLine[] = [];
  for (const change of entry.changes) {
    if (change.field === 'passwordHash') {
      // Arrives redacted; at creation it only says there is no password yet.
      if (entry.action !== 'create') lines.push({ kind: 'note', text: 'Wachtwoord gewijzigd' });
      continue;
    }
    if (hiddenHistoryField(user, change.field)) continue;
    lines.push({
      kind: 'change',
      label: userField(change.field)?.label ?? change.field,
      from: formatHistoryValue(change.field, change.from),
      to: formatHistoryValue(change.field, change.to),
    });
  }
  return {
    key: entry.sk,
    when: formatDateTime(entry.at),
    who: entry.actorName,
    what: historyActionLabel(user, entry.action) ?? entry.action,
    lines,
  };
}
