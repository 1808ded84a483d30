import { historyActionLabel } from '@crm/core/catalogue/history-words';
import { historyWordsOf } from '@crm/core/registry/history-words';
import { paths } from '../../../config/paths';
import type { RecentChange } from '../api/get-dashboard';

/**
 * How a recent change reads: "Klant · Gewijzigd door Bea Beheerder", "Voorwaarde bij contract ·
 * Beoordeeld door de wederpartij door …". Names and actions come from core's one history vocabulary.
 */
export function describeChange(change: RecentChange): { label: string; what: string } {
  const record = historyWordsOf(change.kind);
  const subject = historyWordsOf(change.subjectType, change.kind);
  const kind = record?.noun ?? change.kind;
  const ofRecord = subject && subject !== record ? subject.ofRecord : undefined;
  const what = ofRecord ? `${ofRecord} ${kind.toLowerCase()}` : kind;
  const action = historyActionLabel(subject, change.action, record) ?? 'Gewijzigd';
  return {
    label: change.label ?? `(${kind.toLowerCase()} zonder naam)`,
    what: `${what} · ${action} door ${change.actorName}`,
  };
}

/** Where a change leads: the record's page, or the todo's dialog; nowhere once it is deleted. */
export function changeHref(change: RecentChange): string | null {
  if (change.action === 'delete' && change.subjectType !== 'contact') return null;
  switch (change.kind) {
    case 'lead':
      return paths.leads.detail.getHref(change.recordId);
    case 'customer':
      return paths.customers.detail.getHref(change.recordId);
    case 'supplier':
      return paths.suppliers.detail.getHref(change.recordId);
    case 'todo':
      return paths.todos.open.getHref(change.recordId);
    case 'contract':
      return paths.contracts.detail.getHref(change.recordId);
  }
}

const relative = new Intl.RelativeTimeFormat('nl', { numeric: 'auto' });
const steps: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** "zojuist", "5 minuten geleden", "gisteren": how long ago, in Dutch. */
export function timeAgo(at: string, now = Date.now()): string {
  let amount = (new Date(at).getTime() - now) / 1000;
  if (Math.abs(amount) < 45) return 'zojuist';
  for (const [unit, size] of steps) {
    if (Math.abs(amount) < size) return relative.format(Math.round(amount), unit);
    amount /= size;
  }
  return relative.format(Math.round(amount), 'year');
}
