import { contractCatalogue as fields, type ContractStatus } from '@crm/core/contracts/schema';
import {
  lastPeriod,
  periodDates,
  termDates,
  type ContractTerm,
  type RenewalKind,
  type TermDates,
} from '@crm/core/contract-types/term';
import { dutchDate } from '@crm/core/nl/date';

const periodWords: Record<TermDates['phase'], string> = {
  voor_start: 'Eerste periode',
  lopend: 'Huidige periode',
  afgelopen: 'Laatste periode',
};

/**
 * The derived dates in one plain line, as the detail page and the form's preview show them:
 * `Huidige periode · Einddatum: 31-12-2027 · Uiterlijk opzeggen: 30-09-2027 · Beslisdatum:
 * 02-09-2027`. A contract without renewal needs no notice: `Eindigt op 31-12-2027`; one given
 * notice says so: `Opgezegd: eindigt op 31-12-2027`.
 */
export function datesLine(
  dates: Pick<TermDates, 'phase' | 'periodEnd' | 'noticeBy' | 'decideBy'>,
  renewal: RenewalKind,
  status?: ContractStatus,
): string {
  // Given notice, it ends at its period's end: no notice day is left to show.
  if (status === 'opgezegd') return `Opgezegd: eindigt op ${dutchDate(dates.periodEnd)}`;
  if (renewal === 'geen') return `Eindigt op ${dutchDate(dates.periodEnd)}`;
  return [
    periodWords[dates.phase],
    `${fields.periodEnd.label}: ${dutchDate(dates.periodEnd)}`,
    `${fields.noticeBy.label}: ${dutchDate(dates.noticeBy)}`,
    `${fields.decideBy.label}: ${dutchDate(dates.decideBy)}`,
  ].join(' · ');
}

/** How pressing a contract's last notice day is: past, or from its Beslisdatum on; null when neither. */
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
  past: 'Uiterste opzegdatum verstreken',
  decide: 'Beslissen: de beslisdatum is bereikt',
};

/**
 * The next last notice day still to come after `period`'s has passed: the notice day of the first
 * later period the contract renews into whose notice day is today or later; null when no period
 * follows (no renewal, or an explicit one not agreed).
 */
export function nextNoticeDay(term: ContractTerm, period: number, today: string): string | null {
  // A stored period may lag behind today; the period today falls in is where the search starts.
  let next = Math.max(period + 1, termDates(term, today).period);
  for (; next <= lastPeriod(term); next += 1) {
    const { noticeBy } = periodDates(term, next, today);
    if (noticeBy >= today) return noticeBy;
  }
  return null;
}

/**
 * A passed last notice day in words, with the next chance when there is one:
 * `Uiterste opzegdatum verstreken; volgende kans: uiterlijk opzeggen op 30-09-2028`. Null when the
 * day has not passed or nothing is left to decide (see `noticeUrgency`).
 */
export function passedNoticeText(
  term: ContractTerm,
  contract: { status: ContractStatus; period: number; noticeBy: string; decideBy: string },
  today: string,
): string | null {
  if (term.renewal === 'geen' || noticeUrgency(contract, today) !== 'past') return null;
  const next = nextNoticeDay(term, contract.period, today);
  return next
    ? `${urgencyText.past}; volgende kans: uiterlijk opzeggen op ${dutchDate(next)}`
    : urgencyText.past;
}
