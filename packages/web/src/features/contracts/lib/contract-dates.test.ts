import { contractDates } from '@crm/core/contracts/dates';
import { describe, expect, it } from 'vitest';
import { datesLine, noticeUrgency, passedNoticeText } from './contract-dates';

const term = {
  startDate: '2025-01-01',
  firstTermMonths: 36,
  renewal: 'stilzwijgend',
  renewalTermMonths: 12,
  noticePeriod: 3,
  decisionWeeks: 4,
} as const;

describe('datesLine', () => {
  it('says the current period, its Einddatum, Uiterlijk opzeggen and the Beslisdatum in Dutch dates', () => {
    expect(datesLine(contractDates({ ...term, status: 'actief' }, '2026-06-15'), 'stilzwijgend')).toBe(
      'Huidige periode · Einddatum: 31-12-2027 · Uiterlijk opzeggen: 30-09-2027 · Beslisdatum: 02-09-2027',
    );
  });

  it('says that a contract given notice ends at its period’s end', () => {
    const given = contractDates({ ...term, status: 'opgezegd', period: 0 }, '2026-06-15');
    expect(datesLine(given, 'stilzwijgend', 'opgezegd')).toBe('Opgezegd: eindigt op 31-12-2027');
  });

  it('says only the day a contract without renewal ends: it needs no notice', () => {
    const once = { ...term, renewal: 'geen' as const };
    expect(datesLine(contractDates({ ...once, status: 'actief' }, '2026-06-15'), 'geen')).toBe(
      'Eindigt op 31-12-2027',
    );
  });

  it('calls the period the first one before the start and the last one after the end', () => {
    expect(datesLine(contractDates({ ...term, status: 'actief' }, '2024-12-31'), 'stilzwijgend')).toMatch(
      /^Eerste periode · Einddatum: 31-12-2027 · /,
    );
    const explicit = { ...term, renewal: 'uitdrukkelijk' as const };
    expect(
      datesLine(contractDates({ ...explicit, status: 'actief' }, '2028-01-01'), 'uitdrukkelijk'),
    ).toMatch(/^Laatste periode · Einddatum: 31-12-2027 · /);
  });
});

describe('contractDates, as the header shows them', () => {
  it('shows a Concept its first period, also once a tacit renewal would have rolled on', () => {
    expect(contractDates({ ...term, status: 'concept' }, '2029-03-01')).toMatchObject({
      period: 0,
      periodEnd: '2027-12-31',
    });
    expect(contractDates({ ...term, status: 'actief' }, '2029-03-01')).toMatchObject({
      period: 2,
      periodEnd: '2029-12-31',
    });
  });
});

describe('noticeUrgency', () => {
  const contract = { status: 'actief' as const, noticeBy: '2027-09-30', decideBy: '2027-09-02' };

  it('is nothing before the Beslisdatum, decide from it on, past after the last notice day', () => {
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

describe('passedNoticeText', () => {
  const at = (today: string, status: 'actief' | 'concept' = 'actief') => ({
    status,
    ...contractDates({ ...term, status }, today),
  });

  it('says nothing before the last notice day, and on it', () => {
    expect(passedNoticeText(term, at('2027-09-30'), '2027-09-30')).toBeNull();
  });

  it('says a passed last notice day in words with the next period’s last notice day', () => {
    expect(passedNoticeText(term, at('2027-10-01'), '2027-10-01')).toBe(
      'Uiterste opzegdatum verstreken; volgende kans: uiterlijk opzeggen op 30-09-2028',
    );
  });

  it('finds the next chance still to come when the stored period lags behind today', () => {
    const stored = {
      status: 'actief' as const,
      ...contractDates({ ...term, status: 'actief' }, '2027-10-01'),
    };
    expect(passedNoticeText(term, stored, '2028-10-15')).toBe(
      'Uiterste opzegdatum verstreken; volgende kans: uiterlijk opzeggen op 30-09-2029',
    );
  });

  it('names no next chance when no period follows, and nothing without renewal', () => {
    const explicit = { ...term, renewal: 'uitdrukkelijk' as const };
    const dates = contractDates({ ...explicit, status: 'actief' }, '2027-10-01');
    expect(passedNoticeText(explicit, { status: 'actief', ...dates }, '2027-10-01')).toBe(
      'Uiterste opzegdatum verstreken',
    );
    const once = { ...term, renewal: 'geen' as const };
    const onceDates = contractDates({ ...once, status: 'actief' }, '2027-10-01');
    expect(passedNoticeText(once, { status: 'actief', ...onceDates }, '2027-10-01')).toBeNull();
  });

  it('says nothing for a contract given notice', () => {
    expect(passedNoticeText(term, { ...at('2027-10-01'), status: 'opgezegd' }, '2027-10-01')).toBeNull();
  });
});
