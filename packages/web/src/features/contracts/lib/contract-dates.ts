import type { ContractStatus } from '@crm/core/contracts/schema';
import type { TermDates } from '@crm/core/contract-types/term';
import { dutchDate } from '@crm/core/nl/date';

const periodWords: Record<TermDates['phase'], string> = {
  voor_start: 'Eerste periode',
  lopend: 'Huidige periode',
  afgelopen: 'Laatste periode',
};

/**
 * The derived dates in one plain line, as the detail page and the form's preview show them:
 * `Huidige periode t/m 31-12-2027 · opzeggen vóór 30-09-2027 · beslissen vóór 02-09-2027`.
 */
export function datesLine(dates: Pick<TermDates, 'phase' | 'periodEnd' | 'noticeBy' | 'decideBy'>): string {
  return [
    `${periodWords[dates.phase]} t/m ${dutchDate(dates.periodEnd)}`,
    `opzeggen vóór ${dutchDate(dates.noticeBy)}`,
    `beslissen vóór ${dutchDate(dates.decideBy)}`,
  ].join(' · ');
}

/** How pressing a contract's Opzeggen vóór is: past, or from its Beslisdatum on; null when neither. */
export type NoticeUrgency = 'past' | 'decide' | null;

/**
 * Only a contract that still runs on (Concept, Actief) waits for a decision; one given notice, ended
 * or expired has nothing left to decide, whatever its dates say.
 */
export function noticeUrgency(
  contract: { status: ContractStatus; noticeBy: string; decideBy: string },
  today: string,
): NoticeUrgency {
  if (contract.status !== 'actief' && contract.status !== 'concept') return null;
  if (contract.noticeBy < today) return 'past';
  if (contract.decideBy <= today) return 'decide';
  return null;
}

export const urgencyText: Record<Exclude<NoticeUrgency, null>, string> = {
  past: 'Opzegdatum verstreken',
  decide: 'Beslissen: de beslisdatum is bereikt',
};
