import { contractDates } from '@crm/core/contracts/dates';
import { describe, expect, it } from 'vitest';
import { datesLine, noticeUrgency } from './contract-dates';

const term = {
  startDate: '2025-01-01',
  firstTermMonths: 36,
  renewal: 'stilzwijgend',
  renewalTermMonths: 12,
  noticePeriod: 3,
  decisionWeeks: 4,
} as const;

describe('datesLine', () => {
  it('says the current period, opzeggen vóór and beslissen vóór in Dutch dates', () => {
    expect(datesLine(contractDates({ ...term, status: 'actief' }, '2026-06-15'))).toBe(
      'Huidige periode t/m 31-12-2027 · opzeggen vóór 30-09-2027 · beslissen vóór 02-09-2027',
    );
  });

  it('calls the period the first one before the start and the last one after the end', () => {
    expect(datesLine(contractDates({ ...term, status: 'actief' }, '2024-12-31'))).toMatch(
      /^Eerste periode t\/m 31-12-2027 · /,
    );
    const once = { ...term, renewal: 'geen' as const };
    expect(datesLine(contractDates({ ...once, status: 'actief' }, '2028-01-01'))).toMatch(
      /^Laatste periode t\/m 31-12-2027 · /,
    );
  });
});

describe('noticeUrgency', () => {
  const contract = { status: 'actief' as const, noticeBy: '2027-09-30', decideBy: '2027-09-02' };

  it('is nothing before the Beslisdatum, decide from it on, past after Opzeggen vóór', () => {
    expect(noticeUrgency(contract, '2027-09-01')).toBeNull();
    expect(noticeUrgency(contract, '2027-09-02')).toBe('decide');
    expect(noticeUrgency(contract, '2027-09-30')).toBe('decide');
    expect(noticeUrgency(contract, '2027-10-01')).toBe('past');
  });

  it('is nothing for a contract with nothing left to decide', () => {
    expect(noticeUrgency({ ...contract, status: 'opgezegd' }, '2027-10-01')).toBeNull();
    expect(noticeUrgency({ ...contract, status: 'beeindigd' }, '2027-10-01')).toBeNull();
  });
});
