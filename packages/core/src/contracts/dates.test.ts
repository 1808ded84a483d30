import { describe, expect, it } from 'vitest';
import { contractDates } from './dates.ts';

const term = {
  startDate: '2025-01-01',
  firstTermMonths: 36,
  renewal: 'stilzwijgend',
  renewalTermMonths: 12,
  noticePeriod: 3,
  decisionWeeks: 4,
} as const;

describe('contractDates', () => {
  it('gives the issue example: current period to 31-12-2027, notice by 30-09-2027, decide by 02-09-2027', () => {
    expect(contractDates({ ...term, status: 'actief' }, '2026-11-24')).toMatchObject({
      period: 0,
      periodEnd: '2027-12-31',
      noticeBy: '2027-09-30',
      decideBy: '2027-09-02',
    });
  });

  it('rolls an active tacit contract on, and keeps the period of one given notice', () => {
    expect(contractDates({ ...term, status: 'actief' }, '2028-01-01')).toMatchObject({
      period: 1,
      periodEnd: '2028-12-31',
      noticeBy: '2028-09-30',
    });
    expect(contractDates({ ...term, status: 'opgezegd', period: 0 }, '2028-01-01')).toMatchObject({
      period: 0,
      periodEnd: '2027-12-31',
      phase: 'afgelopen',
    });
  });
});

describe('contractDates of a contract given notice, ended or expired', () => {
  // In period 1 (2028) when it stopped; today lies in what would be period 3 (2030).
  const today = '2030-06-15';

  it('lets an active contract roll on to the period today falls in', () => {
    expect(contractDates({ ...term, status: 'actief', period: 1 }, today)).toMatchObject({
      period: 3,
      periodStart: '2030-01-01',
      periodEnd: '2030-12-31',
      phase: 'lopend',
    });
  });

  it.each(['opgezegd', 'beeindigd', 'verlopen'] as const)(
    'keeps %s in the period it stopped in, not period 0 and not today’s',
    (status) => {
      expect(contractDates({ ...term, status, period: 1 }, today)).toMatchObject({
        period: 1,
        periodStart: '2028-01-01',
        periodEnd: '2028-12-31',
        noticeBy: '2028-09-30',
        phase: 'afgelopen',
      });
    },
  );

  it('shows a draft its first period, whatever today is', () => {
    expect(contractDates({ ...term, status: 'concept', period: 2 }, today)).toMatchObject({
      period: 0,
      periodEnd: '2027-12-31',
    });
  });
});
