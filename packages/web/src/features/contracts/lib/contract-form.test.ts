import { contractInputSchema } from '@crm/core/contracts/schema';
import { describe, expect, it } from 'vitest';
import { datesLine } from './contract-dates';
import { newContractValues, previewDates, toContractInput } from './contract-form';

const filled = {
  ...newContractValues('user-1', { customer: { id: 'k1', name: 'Bakkerij de Zon' } }),
  title: 'Energie',
  supplierId: 's1',
  supplierName: 'Stroom BV',
  startDate: '2025-01-01',
  firstTermMonths: '36',
  renewal: 'stilzwijgend',
  renewalTermMonths: '12',
  noticePeriod: '3',
  value: '1.234,56',
};

describe('the contract form', () => {
  it('starts as a Concept of the signed-in user with a Beslistermijn of 4 weeks and the party given', () => {
    expect(newContractValues('user-1', { supplier: { id: 's1', name: 'Stroom BV' } })).toMatchObject({
      ownerId: 'user-1',
      status: 'concept',
      decisionWeeks: '4',
      supplierId: 's1',
      supplierName: 'Stroom BV',
      customerId: '',
    });
  });

  it('sends numbers and the amount the schema takes, without the parties’ names', () => {
    const input = contractInputSchema.parse(toContractInput(filled));
    expect(input).toMatchObject({ firstTermMonths: 36, renewalTermMonths: 12, value: 1234.56 });
    expect(input).not.toHaveProperty('customerName');
  });

  it('takes the first term for the hidden Verlengingstermijn without renewal', () => {
    const input = contractInputSchema.parse(
      toContractInput({ ...filled, renewal: 'geen', renewalTermMonths: '' }),
    );
    expect(input.renewalTermMonths).toBe(36);
  });

  it('calls an empty Opzegtermijn missing rather than zero', () => {
    const result = contractInputSchema.safeParse(toContractInput({ ...filled, noticePeriod: '' }));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toContain('noticePeriod');
  });

  it('previews a Concept’s first period and any other contract’s current one', () => {
    expect(previewDates(filled, '2029-03-01')?.periodEnd).toBe('2027-12-31');
    expect(previewDates({ ...filled, status: 'actief' }, '2029-03-01')?.periodEnd).toBe('2029-12-31');
  });

  it('sends the end of a late notice only with the status Opgezegd and an answer', () => {
    expect(toContractInput(filled)).toHaveProperty('lateNoticeEnd', undefined);
    expect(
      toContractInput({ ...filled, status: 'opgezegd', lateNoticeEnd: 'deze-periode' }).lateNoticeEnd,
    ).toBe('deze-periode');
    expect(toContractInput({ ...filled, lateNoticeEnd: 'deze-periode' }).lateNoticeEnd).toBeUndefined();
    const input = contractInputSchema.parse(toContractInput({ ...filled, status: 'opgezegd' }));
    // Undefined: the request body leaves it out.
    expect(JSON.stringify(input)).not.toContain('lateNoticeEnd');
  });

  it('keeps the unit of the Opzegtermijn, maanden unless chosen otherwise', () => {
    expect(filled.noticeUnit).toBe('maanden');
    const input = contractInputSchema.parse(toContractInput({ ...filled, noticeUnit: 'weken' }));
    expect(input).toMatchObject({ noticePeriod: 3, noticeUnit: 'weken' });
  });

  it('previews the last notice day in the unit of the Opzegtermijn', () => {
    const days = previewDates({ ...filled, noticePeriod: '14', noticeUnit: 'dagen' }, '2026-11-24');
    expect(days?.noticeBy).toBe('2027-12-17');
    const weeks = previewDates({ ...filled, noticePeriod: '2', noticeUnit: 'weken' }, '2026-11-24');
    expect(weeks?.noticeBy).toBe('2027-12-17');
    expect(previewDates({ ...filled, noticeUnit: '' }, '2026-11-24')).toBeNull();
  });

  it('previews the dates of a complete term, and nothing while it is not', () => {
    const dates = previewDates(filled, '2026-11-24');
    expect(dates && datesLine(dates, dates.renewal)).toBe(
      'Huidige periode · Einddatum: 31-12-2027 · Uiterlijk opzeggen: 30-09-2027 · Beslisdatum: 02-09-2027',
    );
    expect(previewDates({ ...filled, noticePeriod: '' }, '2026-11-24')).toBeNull();
    expect(previewDates({ ...filled, noticePeriod: '48' }, '2026-11-24')).toBeNull();
    expect(previewDates({ ...filled, startDate: '2025-02-31' }, '2026-11-24')).toBeNull();
  });
});
