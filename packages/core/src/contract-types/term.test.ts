import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { termDates, termProblems, type ContractTerm } from './term.ts';
import { addDays, addMonths, daysInMonth, monthsBeforeClamped } from '../nl/date.ts';

const base: ContractTerm = {
  startDate: '2025-01-01',
  firstTermMonths: 36,
  renewal: 'stilzwijgend',
  renewalTermMonths: 12,
  noticePeriod: 3,
  decisionWeeks: 4,
};

/** Any calendar day from 1990 to 2150. */
const day = fc
  .date({ min: new Date(Date.UTC(1990, 0, 1)), max: new Date(Date.UTC(2150, 11, 31)), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

/** A valid term: notice shorter than both terms. */
const term = fc
  .record({
    startDate: day,
    firstTermMonths: fc.integer({ min: 1, max: 120 }),
    renewal: fc.constantFrom('geen', 'stilzwijgend', 'uitdrukkelijk' as const),
    renewalTermMonths: fc.integer({ min: 1, max: 60 }),
    decisionWeeks: fc.integer({ min: 0, max: 26 }),
    agreedRenewals: fc.integer({ min: 0, max: 5 }),
    notice: fc.integer({ min: 0, max: 59 }),
  })
  .map(({ notice, ...rest }) => ({
    ...rest,
    noticePeriod: Math.min(notice, rest.firstTermMonths - 1, rest.renewalTermMonths - 1),
  }));

const lastDay = (date: string) =>
  Number(date.slice(8)) === daysInMonth(Number(date.slice(0, 4)), Number(date.slice(5, 7)));

describe('contract term dates', () => {
  it('shows the example of the detail page header', () => {
    expect(termDates(base, '2027-06-15')).toEqual({
      period: 0,
      periodStart: '2025-01-01',
      periodEnd: '2027-12-31',
      noticeBy: '2027-09-30',
      decideBy: '2027-09-02',
      renews: true,
      phase: 'lopend',
    });
  });

  it('clamps month ends: 31-05 minus 3 months, leap years and year changes', () => {
    expect(monthsBeforeClamped('2027-05-31', 3)).toBe('2027-02-28');
    expect(monthsBeforeClamped('2028-05-31', 3)).toBe('2028-02-29');
    expect(monthsBeforeClamped('2027-06-30', 3)).toBe('2027-03-31');
    expect(monthsBeforeClamped('2027-02-15', 3)).toBe('2026-11-15');
    expect(monthsBeforeClamped('2028-02-29', 12)).toBe('2027-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2024-12-15', 1)).toBe('2025-01-15');
    expect(addMonths('2025-01-31', -2)).toBe('2024-11-30');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('rolls a tacit renewal into its next period, with a renewal term unlike the first', () => {
    const dates = termDates(base, '2028-01-01');
    expect(dates).toMatchObject({ period: 1, periodStart: '2028-01-01', periodEnd: '2028-12-31' });
    expect(dates.noticeBy).toBe('2028-09-30');
    // Many periods later, from the start date (no drift of month ends).
    const later = termDates(
      { ...base, startDate: '2025-01-31', firstTermMonths: 1, renewalTermMonths: 1, noticePeriod: 0 },
      '2030-03-15',
    );
    expect(later.periodStart).toBe('2030-02-28');
    expect(later.periodEnd).toBe('2030-03-30');
  });

  it('ends a term without renewal, and an explicit one after the renewals agreed', () => {
    expect(termDates({ ...base, renewal: 'geen' }, '2029-05-01')).toMatchObject({
      period: 0,
      periodEnd: '2027-12-31',
      renews: false,
      phase: 'afgelopen',
    });
    const explicit = { ...base, renewal: 'uitdrukkelijk' as const };
    expect(termDates(explicit, '2027-06-01').renews).toBe(false);
    expect(termDates({ ...explicit, agreedRenewals: 1 }, '2028-06-01')).toMatchObject({
      period: 1,
      renews: false,
      phase: 'lopend',
    });
    expect(termDates(base, '2024-06-01')).toMatchObject({ period: 0, phase: 'voor_start' });
  });

  it('refuses a notice that is not shorter than the term, with a clear message', () => {
    expect(termProblems({ ...base, noticePeriod: 36 })).toEqual({
      noticePeriod: 'De opzegtermijn moet korter zijn dan de looptijd.',
    });
    expect(termProblems({ ...base, noticePeriod: 12 })).toEqual({
      noticePeriod: 'De opzegtermijn moet korter zijn dan de verlengingstermijn.',
    });
    expect(termProblems({ ...base, renewal: 'geen', noticePeriod: 12 })).toEqual({});
    expect(() => termDates({ ...base, noticePeriod: 40 }, '2026-01-01')).toThrow(RangeError);
  });

  it('property: today lies in its period, periods join without gaps, and each date is in order', () => {
    fc.assert(
      fc.property(term, day, (t, today) => {
        const dates = termDates(t, today);
        expect(dates.periodStart <= dates.periodEnd).toBe(true);
        expect(dates.decideBy <= dates.noticeBy).toBe(true);
        expect(dates.noticeBy <= dates.periodEnd).toBe(true);
        if (dates.phase === 'lopend') {
          expect(dates.periodStart <= today && today <= dates.periodEnd).toBe(true);
        }
        if (dates.phase === 'voor_start') expect(today < t.startDate).toBe(true);
        if (dates.phase === 'afgelopen') expect(dates.periodEnd < today && !dates.renews).toBe(true);
        if (dates.period > 0) {
          const previous = termDates(t, addDays(dates.periodStart, -1));
          expect(previous.period).toBe(dates.period - 1);
          expect(addDays(previous.periodEnd, 1)).toBe(dates.periodStart);
        }
        // A tacit term never ends.
        if (t.renewal === 'stilzwijgend' && today >= t.startDate) expect(dates.phase).toBe('lopend');
      }),
      { numRuns: 2000 },
    );
  });

  it('property: notice is the period end less the notice months, a month end staying a month end', () => {
    fc.assert(
      fc.property(term, day, (t, today) => {
        const { periodEnd, noticeBy, decideBy } = termDates(t, today);
        expect(addMonths(noticeBy, t.noticePeriod) <= periodEnd).toBe(true);
        if (lastDay(periodEnd)) expect(lastDay(noticeBy)).toBe(true);
        else expect(noticeBy).toBe(addMonths(periodEnd, -t.noticePeriod));
        expect(addDays(noticeBy, -7 * t.decisionWeeks)).toBe(decideBy);
      }),
      { numRuns: 2000 },
    );
  });
});
