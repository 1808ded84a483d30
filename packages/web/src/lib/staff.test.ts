import { describe, expect, it } from 'vitest';
import { pickableStaff, staffFilterOptions, staffLabel } from './staff';

const staff = [
  { id: 'u1', name: 'Anna', active: true },
  { id: 'u2', name: 'Bram', active: false },
  { id: 'u3', name: 'Cor', active: true },
];

describe('staff choices', () => {
  it('offers the active users and keeps the current value as it is', () => {
    expect(pickableStaff(staff, undefined).map((option) => option.label)).toEqual(['Anna', 'Cor']);
    expect(pickableStaff(staff, 'u2').at(-1)).toEqual({ value: 'u2', label: 'Bram (inactief)' });
    expect(pickableStaff(staff, 'u9').at(-1)).toEqual({ value: 'u9', label: 'Onbekende gebruiker' });
    expect(pickableStaff(staff, 'u1')).toHaveLength(2);
  });

  it('names deactivated colleagues and filters on everyone', () => {
    expect(staffLabel(staff, 'u1')).toBe('Anna');
    expect(staffLabel(staff, 'u2')).toBe('Bram (inactief)');
    expect(staffFilterOptions(staff).map((option) => option.label)).toEqual([
      'Anna',
      'Bram (inactief)',
      'Cor',
    ]);
  });
});
