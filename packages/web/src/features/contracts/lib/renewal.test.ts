import { describe, expect, it } from 'vitest';
import { renewalOffer } from './renewal';

const contract = {
  startDate: '2025-01-01',
  firstTermMonths: 36,
  renewal: 'uitdrukkelijk',
  renewalTermMonths: 12,
  noticePeriod: 3,
  noticeUnit: 'maanden',
  decisionWeeks: 4,
  agreedRenewals: 0,
  period: 0,
  status: 'actief',
} as const;

describe('Verlenging vastleggen', () => {
  it('adds the period after the last agreed one, and says so', () => {
    expect(renewalOffer(contract, '2027-11-02')).toEqual({
      months: 12,
      periodStart: '2028-01-01',
      periodEnd: '2028-12-31',
      description:
        'Het contract wordt verlengd met 12 maanden: de nieuwe periode loopt van 01-01-2028 tot en met 31-12-2028.',
    });
    expect(
      renewalOffer({ ...contract, agreedRenewals: 1, period: 1, status: 'verlopen' }, '2029-01-05'),
    ).toMatchObject({
      periodStart: '2029-01-01',
      periodEnd: '2029-12-31',
    });
    expect(renewalOffer({ ...contract, renewalTermMonths: 1 }, '2027-11-02')?.description).toMatch(
      /^Het contract wordt verlengd met 1 maand: de nieuwe periode loopt van 01-01-2028 tot en met 31-01-2028\.$/,
    );
  });

  it('is offered only for an explicit renewal of an Actief or Verlopen contract', () => {
    expect(renewalOffer({ ...contract, renewal: 'stilzwijgend' }, '2027-11-02')).toBeNull();
    expect(renewalOffer({ ...contract, renewal: 'geen' }, '2027-11-02')).toBeNull();
    for (const status of ['concept', 'opgezegd', 'beeindigd'] as const) {
      expect(renewalOffer({ ...contract, status }, '2027-11-02')).toBeNull();
    }
  });
});
