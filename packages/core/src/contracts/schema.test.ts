import { describe, expect, it } from 'vitest';
import { contractInputSchema, contractStatuses, statusMoveProblem, type ContractStatus } from './schema.ts';
import { contractItemSchema } from './item.ts';

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

describe('a stored contract', () => {
  it('reads one stored before decision 039 (noticeMonths) as its notice in maanden', () => {
    const item = {
      pk: 'CONTRACT#1',
      sk: '#RECORD',
      id: '1',
      version: 1,
      createdAt: '2026-01-01T00:00:00.000Z',
      createdBy: 'u1',
      updatedAt: '2026-01-01T00:00:00.000Z',
      updatedBy: 'u1',
      type: 'contract',
      number: 'C000001',
      title: 'Schoonmaak',
      customerId: 'c1',
      customerName: 'Klant',
      supplierId: 's1',
      supplierName: 'Leverancier',
      startDate: '2026-01-01',
      firstTermMonths: 24,
      renewal: 'stilzwijgend',
      renewalTermMonths: 12,
      noticeMonths: 3,
      decisionWeeks: 4,
      value: null,
      status: 'actief',
      ownerId: 'u1',
      period: 0,
      periodStart: '2026-01-01',
      periodEnd: '2027-12-31',
      noticeBy: '2027-09-30',
      decideBy: '2027-09-02',
    };
    expect(contractItemSchema.parse(item)).toMatchObject({ noticePeriod: 3, noticeUnit: 'maanden' });
    expect(
      contractItemSchema.parse({ ...item, noticeMonths: undefined, noticePeriod: 14, noticeUnit: 'dagen' }),
    ).toMatchObject({
      noticePeriod: 14,
      noticeUnit: 'dagen',
    });
  });
});

describe('a status move', () => {
  // Every pair, written out: a move added or taken away by mistake changes this table.
  const allowed: Record<ContractStatus, ContractStatus[]> = {
    concept: ['concept', 'actief', 'beeindigd'],
    actief: ['actief', 'opgezegd', 'beeindigd'],
    opgezegd: ['actief', 'opgezegd', 'beeindigd'],
    beeindigd: ['actief', 'beeindigd'],
    // Only the daily job makes a contract Verlopen; a user never moves one to it.
    verlopen: ['actief', 'beeindigd', 'verlopen'],
  };

  it.each(contractStatuses)('from %s is allowed to exactly the statuses of its row', (from) => {
    const open = contractStatuses.filter((to) => statusMoveProblem(from, to) === undefined);
    expect(open).toEqual(allowed[from]);
  });

  it('is refused with a Dutch message naming both statuses', () => {
    expect(statusMoveProblem('actief', 'concept')).toBe(
      'Een contract met status Actief kan niet naar Concept.',
    );
    expect(statusMoveProblem('beeindigd', 'opgezegd')).toBe(
      'Een contract met status Beëindigd kan niet naar Opgezegd.',
    );
    for (const from of contractStatuses.filter((status) => status !== 'verlopen'))
      expect(statusMoveProblem(from, 'verlopen'), from).toMatch(/kan niet naar Verlopen\.$/);
  });
});
