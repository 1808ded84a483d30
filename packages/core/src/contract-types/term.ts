import { addDays, daysBetween, monthsBeforeClamped, monthsBetween, termEnd } from '../nl/date.ts';

/**
 * A contract's term model and its dates, for any "today": the current period, its Einddatum,
 * Uiterlijk opzeggen (the last day to give notice) and the Beslisdatum (decision 039). One pure, browser-safe function that the API, the list's index
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

/** The unit of the Opzegtermijn. */
export const noticeUnits = ['dagen', 'weken', 'maanden'] as const;
export type NoticeUnit = (typeof noticeUnits)[number];
export const noticeUnitLabels: Record<NoticeUnit, string> = {
  dagen: 'dagen',
  weken: 'weken',
  maanden: 'maanden',
};
export const DEFAULT_NOTICE_UNIT: NoticeUnit = 'maanden';
/** The largest Opzegtermijn per unit (100 years). */
export const noticeMaximum: Record<NoticeUnit, number> = { dagen: 36_500, weken: 5_200, maanden: 1_200 };

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
  /** Opzegtermijn, in `noticeUnit`. */
  noticePeriod: number;
  /** The unit of the Opzegtermijn; maanden when left out. */
  noticeUnit?: NoticeUnit | undefined;
  /** Beslistermijn in weeks: how long before the last notice day the owner decides. */
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
  /** Uiterlijk opzeggen: the last day on which notice ends the contract at `periodEnd`. */
  noticeBy: string;
  /** Beslisdatum: `decisionWeeks` before `noticeBy`. */
  decideBy: string;
  /** Whether another period follows this one unless notice is given. */
  renews: boolean;
  /** `voor_start` before the start date, `lopend` during a period, `afgelopen` after the last one. */
  phase: 'voor_start' | 'lopend' | 'afgelopen';
}

/** The fewest days a term of `months` months can have, whatever day it starts (memoised). */
const shortestTerms = new Map<number, number>();
export function shortestTermDays(months: number): number {
  let shortest = shortestTerms.get(months);
  if (shortest === undefined) {
    shortest = Number.POSITIVE_INFINITY;
    // Four years hold every combination of month lengths and a leap day.
    for (let day = '2001-01-01'; day < '2005-01-01'; day = addDays(day, 1)) {
      shortest = Math.min(shortest, daysBetween(day, termEnd(day, months)) + 1);
    }
    shortestTerms.set(months, shortest);
  }
  return shortest;
}

/** Whether a notice period is shorter than every term of `months` months. */
function noticeFits(term: ContractTerm, months: number): boolean {
  const unit = term.noticeUnit ?? DEFAULT_NOTICE_UNIT;
  if (unit === 'maanden') return term.noticePeriod < months;
  const days = unit === 'weken' ? term.noticePeriod * 7 : term.noticePeriod;
  return days < shortestTermDays(months);
}

/** Why a term cannot be computed, in Dutch, by field; empty when it can. */
export function termProblems(term: ContractTerm): Partial<Record<keyof ContractTerm, string>> {
  const problems: Partial<Record<keyof ContractTerm, string>> = {};
  const whole = (value: number, min: number) => Number.isInteger(value) && value >= min;
  const unit = term.noticeUnit ?? DEFAULT_NOTICE_UNIT;
  if (!whole(term.firstTermMonths, 1) || term.firstTermMonths > 1200) {
    problems.firstTermMonths = 'Vul een looptijd in van 1 tot 1200 maanden.';
  }
  if (term.renewal !== 'geen' && (!whole(term.renewalTermMonths, 1) || term.renewalTermMonths > 1200)) {
    problems.renewalTermMonths = 'Vul een verlengingstermijn in van 1 tot 1200 maanden.';
  }
  if (!(noticeUnits as readonly unknown[]).includes(unit)) {
    problems.noticeUnit = 'Kies dagen, weken of maanden.';
  } else if (!whole(term.noticePeriod, 0) || term.noticePeriod > noticeMaximum[unit]) {
    problems.noticePeriod = `Vul een opzegtermijn in hele ${unit} in (hoogstens ${noticeMaximum[unit]}).`;
  } else if (!problems.firstTermMonths && !noticeFits(term, term.firstTermMonths)) {
    problems.noticePeriod = 'De opzegtermijn moet korter zijn dan de looptijd.';
  } else if (
    term.renewal !== 'geen' &&
    !problems.renewalTermMonths &&
    !noticeFits(term, term.renewalTermMonths)
  ) {
    problems.noticePeriod = 'De opzegtermijn moet korter zijn dan de verlengingstermijn.';
  }
  if (!whole(term.decisionWeeks, 0) || term.decisionWeeks > 520) {
    problems.decisionWeeks = 'Vul een beslistermijn in hele weken in (hoogstens 520).';
  }
  return problems;
}

/**
 * The last day to give notice for a period ending on `periodEnd`: the Einddatum minus the
 * Opzegtermijn; in months a month's last day stays a month's last day (30-06 − 3 maanden = 31-03).
 */
export function lastNoticeDay(periodEnd: string, noticePeriod: number, unit: NoticeUnit = 'maanden'): string {
  if (unit === 'maanden') return monthsBeforeClamped(periodEnd, noticePeriod);
  return addDays(periodEnd, -(unit === 'weken' ? 7 * noticePeriod : noticePeriod));
}

/** The end (inclusive) of period `n`, counted from the start date so month ends never drift. */
function periodEndOf(term: ContractTerm, n: number): string {
  return termEnd(term.startDate, term.firstTermMonths + n * term.renewalTermMonths);
}

/** How many periods the term has at most (infinite for tacit renewal). */
export function lastPeriod(term: ContractTerm): number {
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
  const noticeBy = lastNoticeDay(periodEnd, term.noticePeriod, term.noticeUnit ?? DEFAULT_NOTICE_UNIT);
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
 * last one after the end), that period's Einddatum, Uiterlijk opzeggen and Beslisdatum. A tacit renewal
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
