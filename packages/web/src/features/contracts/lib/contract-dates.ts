import { contractCatalogue as fields, type ContractStatus } from '@crm/core/contracts/schema';
import type { RenewalKind, TermDates } from '@crm/core/contract-types/term';
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
