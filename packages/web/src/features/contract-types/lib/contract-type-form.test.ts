import { describe, expect, it } from 'vitest';
import { contractTypeValuesOf, newContractTypeValues, toContractTypeInput } from './contract-type-form';

describe('contract type form values', () => {
  it('sends typed numbers as numbers, an empty one as absent, and new conditions without an id', () => {
    const values = {
      ...newContractTypeValues(),
      name: 'Energie',
      firstTermMonths: ' 36 ',
      renewalTermMonths: '',
      decisionWeeks: '',
      noticePeriod: '3,5',
      conditions: [
        { id: '01ABC', title: 'Oud', text: 'Tekst' },
        { id: '', title: 'Nieuw', text: 'Tekst' },
      ],
    };
    const input = toContractTypeInput(values);
    expect(input).toMatchObject({
      firstTermMonths: 36,
      renewalTermMonths: null,
      decisionWeeks: undefined,
      noticeUnit: 'maanden',
    });
    expect(Number.isNaN(input.noticePeriod)).toBe(true);
    expect(input.conditions).toEqual([
      { id: '01ABC', title: 'Oud', text: 'Tekst' },
      { title: 'Nieuw', text: 'Tekst' },
    ]);
  });

  it('sends no Verlengingstermijn without renewal, whatever the hidden field holds', () => {
    const input = toContractTypeInput({
      ...newContractTypeValues(),
      renewal: 'geen',
      renewalTermMonths: '12',
    });
    expect(input.renewalTermMonths).toBeUndefined();
    expect(toContractTypeInput(newContractTypeValues()).renewalTermMonths).toBe(12);
  });

  it('shows a stored type with its numbers as text and an absent renewal term as empty', () => {
    expect(
      contractTypeValuesOf({
        name: 'Huur',
        firstTermMonths: 12,
        renewal: 'geen',
        noticePeriod: 14,
        noticeUnit: 'dagen',
        decisionWeeks: 4,
        conditions: [],
      }),
    ).toMatchObject({
      firstTermMonths: '12',
      renewalTermMonths: '',
      description: '',
      noticePeriod: '14',
      noticeUnit: 'dagen',
    });
  });
});
