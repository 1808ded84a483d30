import { describe, expect, it } from 'vitest';
import { ownerOptions } from './owner-options';

const staff = [
  { id: 'u1', name: 'Anna', active: true },
  { id: 'u2', name: 'Bram', active: true },
  { id: 'u3', name: 'Cas', active: false },
];

describe('owner choices', () => {
  it('offers nobody and the active users', () => {
    expect(ownerOptions(staff, '', 'Geen eigenaar')).toEqual([
      { value: '', label: 'Geen eigenaar' },
      { value: 'u1', label: 'Anna' },
      { value: 'u2', label: 'Bram' },
    ]);
  });

  it('keeps a deactivated owner selectable', () => {
    expect(ownerOptions(staff, 'u3', 'Geen eigenaar').at(-1)).toEqual({
      value: 'u3',
      label: 'Cas (inactief)',
    });
    expect(ownerOptions(staff, 'u9', 'Geen eigenaar').at(-1)).toEqual({
      value: 'u9',
      label: 'Onbekende gebruiker',
    });
  });
});
