import { describe, expect, it } from 'vitest';
import { contractInputSchema } from './schema.ts';

const base = {
  title: 'Schoonmaak',
  customerId: 'c1',
  supplierId: 's1',
  startDate: '2026-01-01',
  firstTermMonths: 24,
  noticePeriod: 3,
  ownerId: 'u1',
};

describe('contract input', () => {
  it('does not ask a Verlengingstermijn without renewal, and stores the first term as it', () => {
    const parsed = contractInputSchema.parse({ ...base, renewal: 'geen' });
    expect(parsed.renewalTermMonths).toBe(24);
  });

  it('asks a Verlengingstermijn of a renewing contract, on that field', () => {
    const result = contractInputSchema.safeParse({ ...base, renewal: 'stilzwijgend' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['renewalTermMonths', 'Vul een verlengingstermijn in van 1 tot 1200 maanden.'],
    ]);
    expect(
      contractInputSchema.parse({ ...base, renewal: 'stilzwijgend', renewalTermMonths: 12 })
        .renewalTermMonths,
    ).toBe(12);
  });
});
