import { addDays, addMonths, monthsBeforeClamped, monthsBetween } from '../nl/date.ts';

/**
 * A contract's term model and its dates, for any "today": the current period, its Einddatum,
 * Opzeggen vóór and the Beslisdatum. One pure, browser-safe function that the API, the list's index
 * keys, the form's live preview, the dashboard and the daily job all use; its day arithmetic is
 * `nl/date.ts`. A contract type holds a default term that each new contract of the type copies.
 */

export const renewalKinds = ['geen', 'stilzwijgend', 'uitdrukkelijk'] as const;
export type RenewalKind = (typeof renewalKinds)[number];

export const renewalLabels: Record<RenewalKind, string> = {
  geen: 'Geen',
  stilzwijgend: 'Stilzwijgend',
  uitdrukkelijk: 'Uitdrukkelijk',
};

/** Default Beslistermijn in weeks (PRODUCT.md: "default from the type, 4"). */
export const DEFAULT_DECISION_WEEKS = 4;

export interface ContractTerm {
  /** Startdatum. */
  startDate: string;
  /** Looptijd: the first term, in months. */
  firstTermMonths: number;
  /** Verlenging: none, tacit (rolls on by itself) or explicit (only when agreed). */
  renewal: RenewalKind;
  /** Verlengingstermijn in months (may differ from the first term); ignored without renewal. */
  renewalTermMonths: number;
  /** Opzegtermijn in months. */
  noticeMonths: number;
  /** Beslistermijn in weeks: how long before Opzeggen vóór the owner decides. */
  decisionWeeks: number;
  /** Explicit renewals agreed so far (for `uitdrukkelijk`); tacit ones need none. */
  agreedRenewals?: number;
}

export interface TermDates {
  /** 0 for the first term, 1 for the first renewal, … */
  period: number;
  /** First day of the period. */
  periodStart: string;
  /** Einddatum: last day of the period (inclusive). */
  periodEnd: string;
  /** Opzeggen vóór: the last day on which notice ends the contract at `periodEnd`. */
  noticeBy: string;
  /** Beslisdatum: `decisionWeeks` before `noticeBy`. */
  decideBy: string;
  /** Whether another period follows this one unless notice is given. */
  renews: boolean;
  /** `voor_start` before the start date, `lopend` during a period, `afgelopen` after the last one. */
  phase: 'voor_start' | 'lopend' | 'afgelopen';
}

/** Why a term cannot be computed, in Dutch, by field; empty when it can. */
export function termProblems(term: ContractTerm): Partial<Record<keyof ContractTerm, string>> {
  const problems: Partial<Record<keyof ContractTerm, string>> = {};
  const whole = (value: number, min: number) => Number.isInteger(value) && value >= min;
  if (!whole(term.firstTermMonths, 1) || term.firstTermMonths > 1200) {
    problems.firstTermMonths = 'Vul een looptijd in van 1 tot 1200 maanden.';
  }
  if (term.renewal !== 'geen' && (!whole(term.renewalTermMonths, 1) || term.renewalTermMonths > 1200)) {
    problems.renewalTermMonths = 'Vul een verlengingstermijn in van 1 tot 1200 maanden.';
  }
  if (!whole(term.noticeMonths, 0) || term.noticeMonths > 1200) {
    problems.noticeMonths = 'Vul een opzegtermijn in hele maanden in.';
  } else if (term.noticeMonths >= term.firstTermMonths) {
    problems.noticeMonths = 'De opzegtermijn moet korter zijn dan de looptijd.';
  } else if (term.renewal !== 'geen' && term.noticeMonths >= term.renewalTermMonths) {
    problems.noticeMonths = 'De opzegtermijn moet korter zijn dan de verlengingstermijn.';
  }
  if (!whole(term.decisionWeeks, 0) || term.decisionWeeks > 520) {
    problems.decisionWeeks = 'Vul een beslistermijn in hele weken in (hoogstens 520).';
  }
  return problems;
}

/** The end (inclusive) of period `n`, counted from the start date so month ends never drift. */
function periodEndOf(term: ContractTerm, n: number): string {
  const months = term.firstTermMonths + n * term.renewalTermMonths;
  return addDays(addMonths(term.startDate, months), -1);
}

/** How many periods the term has at most (infinite for tacit renewal). */
function lastPeriod(term: ContractTerm): number {
  if (term.renewal === 'stilzwijgend') return Number.POSITIVE_INFINITY;
  if (term.renewal === 'uitdrukkelijk') return Math.max(0, term.agreedRenewals ?? 0);
  return 0;
}

/** The dates of one given period (a contract given notice keeps the period it was given in). */
export function periodDates(term: ContractTerm, period: number, today: string): TermDates {
  const dates = datesOf(term, period, 'lopend');
  const phase = today < term.startDate ? 'voor_start' : dates.periodEnd < today ? 'afgelopen' : 'lopend';
  return { ...dates, phase };
}

function datesOf(term: ContractTerm, period: number, phase: TermDates['phase']): TermDates {
  const periodStart = period === 0 ? term.startDate : addDays(periodEndOf(term, period - 1), 1);
  const periodEnd = periodEndOf(term, period);
  const noticeBy = monthsBeforeClamped(periodEnd, term.noticeMonths);
  return {
    period,
    periodStart,
    periodEnd,
    noticeBy,
    decideBy: addDays(noticeBy, -7 * term.decisionWeeks),
    renews: period < lastPeriod(term),
    phase,
  };
}

/**
 * The dates that matter on `today`: the period it falls in (the first one before the start, the
 * last one after the end), that period's Einddatum, Opzeggen vóór and Beslisdatum. A tacit renewal
 * rolls into as many periods as have passed; an explicit one only into those agreed.
 */
export function termDates(term: ContractTerm, today: string): TermDates {
  const problems = Object.values(termProblems(term));
  if (problems.length) throw new RangeError(problems.join(' '));
  if (today < term.startDate) return datesOf(term, 0, 'voor_start');
  const last = lastPeriod(term);
  // The renewal term is at least a month, so this estimate is at most one period off either way.
  const monthsGone = monthsBetween(term.startDate, today);
  let period =
    monthsGone < term.firstTermMonths || term.renewal === 'geen'
      ? 0
      : Math.max(0, Math.floor((monthsGone - term.firstTermMonths) / term.renewalTermMonths));
  while (period > 0 && periodEndOf(term, period - 1) >= today) period -= 1;
  while (periodEndOf(term, period) < today && period < last) period += 1;
  if (period > last) period = last;
  const phase = periodEndOf(term, period) < today ? 'afgelopen' : 'lopend';
  return datesOf(term, Math.min(period, last), phase);
}
