import { describe, expect, it } from 'vitest';
import { lateNoticeQuestion } from './late-notice';

/** Tacitly renewed yearly from 2025-01-01, three months' notice: the first period's last notice day is 30-09-2025. */
const contract = {
  startDate: '2025-01-01',
  firstTermMonths: 12,
  renewal: 'stilzwijgend',
  renewalTermMonths: 12,
  noticePeriod: 3,
  noticeUnit: 'maanden',
  decisionWeeks: 4,
  agreedRenewals: 0,
  period: 0,
  noticeBy: '2025-09-30',
  status: 'actief',
} as const;

describe('notice given after the last notice day', () => {
  it('asks until when it holds, with this period’s end and the next one’s', () => {
    expect(lateNoticeQuestion(contract, '2025-10-01')).toEqual({
      legend: 'De uiterste opzegdatum (30-09-2025) is verstreken. Tot wanneer geldt de opzegging?',
      choices: [
        {
          value: 'deze-periode',
          label: 'Einde van deze periode (afgesproken met de wederpartij)',
          end: '2025-12-31',
        },
        { value: 'volgende-periode', label: 'Einde van de volgende periode', end: '2026-12-31' },
      ],
    });
  });

  it('asks nothing on or before the last notice day, nor of a contract already given notice', () => {
    expect(lateNoticeQuestion(contract, '2025-09-30')).toBeNull();
    expect(lateNoticeQuestion({ ...contract, status: 'opgezegd' }, '2025-10-01')).toBeNull();
  });

  it('asks only when the contract would renew', () => {
    expect(lateNoticeQuestion({ ...contract, renewal: 'geen' }, '2025-10-01')).toBeNull();
    const explicit = { ...contract, renewal: 'uitdrukkelijk' } as const;
    expect(lateNoticeQuestion(explicit, '2025-10-01')).toBeNull();
    expect(lateNoticeQuestion({ ...explicit, agreedRenewals: 1 }, '2025-10-01')?.choices[1]?.end).toBe(
      '2026-12-31',
    );
  });
});
