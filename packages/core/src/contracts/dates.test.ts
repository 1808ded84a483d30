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
