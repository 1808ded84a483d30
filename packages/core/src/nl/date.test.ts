import { describe, expect, it } from 'vitest';
import { dutchDate } from './date.ts';

describe('dutchDate', () => {
  it('writes a calendar day the Dutch way and leaves anything else as it is', () => {
    expect(dutchDate('2026-11-22')).toBe('22-11-2026');
    expect(dutchDate('2027-01-05')).toBe('05-01-2027');
    // Something unexpected is shown as it is rather than as a wrong date.
    expect(dutchDate('morgen')).toBe('morgen');
    expect(dutchDate('22-11')).toBe('22-11');
  });
});
