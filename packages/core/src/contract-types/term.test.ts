import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lastNoticeDay, periodDates, termDates, termProblems, type ContractTerm } from './term.ts';
import { addDays, addMonths, daysBetween, daysInMonth, monthsBeforeClamped, termEnd } from '../nl/date.ts';

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
    // February has no 31st: its period ends on the 28th, and March's on the 30th (BGB §188).
    expect(later.periodStart).toBe('2030-03-01');
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

/** An independent reckoning of a term's end: JavaScript's Date rolls day D past a short month's end. */
function expectedTermEnd(start: string, months: number): string {
  const [year, month, day] = start.split('-').map(Number) as [number, number, number];
  const rolled = new Date(Date.UTC(year, month - 1 + months, day));
  const targetMonth = (((month - 1 + months) % 12) + 12) % 12;
  if (rolled.getUTCMonth() !== targetMonth) {
    // No day D in the target month: its last day (day 0 of the month after).
    return new Date(Date.UTC(year, month + months, 0)).toISOString().slice(0, 10);
  }
  return new Date(rolled.getTime() - 86_400_000).toISOString().slice(0, 10);
}

describe('the rules of decision 039', () => {
  it('ends a term of N months as BGB §188 and Regulation 1182/71 count it (the decision’s examples)', () => {
    expect(termEnd('2027-01-31', 1)).toBe('2027-02-28');
    expect(termEnd('2028-01-31', 1)).toBe('2028-02-29');
    expect(termEnd('2026-03-31', 6)).toBe('2026-09-30');
    expect(termEnd('2024-02-29', 12)).toBe('2025-02-28');
    expect(termEnd('2026-06-01', 12)).toBe('2027-05-31');
    expect(termEnd('2025-01-01', 36)).toBe('2027-12-31');
  });

  it('takes the last notice day from the Einddatum, a month’s last day staying one (the examples)', () => {
    expect(lastNoticeDay('2027-06-30', 3, 'maanden')).toBe('2027-03-31');
    expect(lastNoticeDay('2027-05-31', 3, 'maanden')).toBe('2027-02-28');
    expect(lastNoticeDay('2028-05-31', 3, 'maanden')).toBe('2028-02-29');
    expect(lastNoticeDay('2027-12-31', 2, 'weken')).toBe('2027-12-17');
    expect(lastNoticeDay('2027-12-31', 30, 'dagen')).toBe('2027-12-01');
  });

  it('checks a notice in days or weeks against the shortest term it can have', () => {
    const monthly = { ...base, firstTermMonths: 1, renewalTermMonths: 1, renewal: 'stilzwijgend' as const };
    expect(termProblems({ ...monthly, noticePeriod: 27, noticeUnit: 'dagen' })).toEqual({});
    expect(termProblems({ ...monthly, noticePeriod: 28, noticeUnit: 'dagen' })).toEqual({
      noticePeriod: 'De opzegtermijn moet korter zijn dan de looptijd.',
    });
    expect(termProblems({ ...monthly, noticePeriod: 4, noticeUnit: 'weken' })).toEqual({
      noticePeriod: 'De opzegtermijn moet korter zijn dan de looptijd.',
    });
    expect(termProblems({ ...base, noticePeriod: 36_501, noticeUnit: 'dagen' }).noticePeriod).toBe(
      'Vul een opzegtermijn in hele dagen in (hoogstens 36500).',
    );
  });

  it('property: a term’s end agrees with an independent reckoning', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: 1, max: 1200 }), (start, months) => {
        expect(termEnd(start, months)).toBe(expectedTermEnd(start, months));
      }),
      { numRuns: 5000 },
    );
  });

  it('property: period k ends at Startdatum + first term + k × renewal term, so nothing drifts', () => {
    fc.assert(
      fc.property(term, fc.integer({ min: 0, max: 40 }), (t, k) => {
        const renewing = { ...t, renewal: 'stilzwijgend' as const };
        const dates = periodDates(renewing, k, t.startDate);
        expect(dates.periodEnd).toBe(
          expectedTermEnd(t.startDate, t.firstTermMonths + k * t.renewalTermMonths),
        );
        if (k > 0) {
          expect(dates.periodStart).toBe(addDays(periodDates(renewing, k - 1, t.startDate).periodEnd, 1));
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('property: the last notice day and Beslisdatum follow from the Einddatum in any unit', () => {
    const unit = fc.constantFrom('dagen' as const, 'weken' as const, 'maanden' as const);
    fc.assert(
      fc.property(term, unit, fc.integer({ min: 0, max: 400 }), day, (t, noticeUnit, length, today) => {
        const candidate = {
          ...t,
          noticeUnit,
          noticePeriod: noticeUnit === 'maanden' ? t.noticePeriod : length,
        };
        if (Object.keys(termProblems(candidate)).length) return;
        const dates = termDates(candidate, today);
        const days = noticeUnit === 'weken' ? 7 * length : length;
        if (noticeUnit !== 'maanden') expect(daysBetween(dates.noticeBy, dates.periodEnd)).toBe(days);
        // The notice fits the period: its last day is never before the period starts.
        expect(dates.noticeBy >= dates.periodStart).toBe(true);
        expect(dates.decideBy).toBe(addDays(dates.noticeBy, -7 * t.decisionWeeks));
      }),
      { numRuns: 3000 },
    );
  });
});
