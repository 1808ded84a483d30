import { type ContractStatus, termOf } from './schema.ts';
import { periodDates, termDates, type ContractTerm, type TermDates } from '../contract-types/term.ts';

/** What a contract stores of its term's dates (the list, the dashboard and the daily job read them). */
export interface StoredDates {
  period: number;
  periodStart: string;
  periodEnd: string;
  noticeBy: string;
  decideBy: string;
}

type Dated = Parameters<typeof termOf>[0] & { status: ContractStatus; period?: number | undefined };

/**
 * A contract's dates on `today`. A draft shows its first period; an active contract is in the
 * period `today` falls in (a tacit renewal rolls on). One given notice, ended or expired keeps the
 * period it was in: notice ends it at that period's end, whatever the renewal says.
 */
export function contractDates(contract: Dated, today: string): TermDates {
  const term: ContractTerm = termOf(contract);
  if (contract.status === 'concept') return periodDates(term, 0, today);
  const frozen = contract.status !== 'actief';
  if (frozen && contract.period !== undefined) return periodDates(term, contract.period, today);
  return termDates(term, today);
}

export function storedDates(dates: TermDates): StoredDates {
  return {
    period: dates.period,
    periodStart: dates.periodStart,
    periodEnd: dates.periodEnd,
    noticeBy: dates.noticeBy,
    decideBy: dates.decideBy,
  };
}
