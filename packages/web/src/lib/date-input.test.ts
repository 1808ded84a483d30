import { describe, expect, it } from 'vitest';
import { formatDateInput, parseDateInput } from './date-input';

describe('date input', () => {
  it('reads a date the way Dutch users type it', () => {
    for (const typed of [
      '22-11-2026',
      '22/11/2026',
      '22.11.2026',
      '22 11 2026',
      '22-11-26',
      '22112026',
      '2026-11-22',
    ]) {
      expect(parseDateInput(typed), typed).toBe('2026-11-22');
    }
    expect(parseDateInput(' 2-1-2026 ')).toBe('2026-01-02');
    expect(parseDateInput('29-02-2028')).toBe('2028-02-29');
  });

  it('refuses what is not a date', () => {
    for (const typed of [
      '',
      '31-02-2026',
      '29-02-2026',
      '13-13-2026',
      '22-11',
      '2026-02-30',
      'morgen',
      '1-2-3',
    ]) {
      expect(parseDateInput(typed), typed).toBeNull();
    }
  });

  it('shows a stored date as dd-mm-jjjj and anything else as typed', () => {
    expect(formatDateInput('2026-11-22')).toBe('22-11-2026');
    expect(formatDateInput('22-11')).toBe('22-11');
    expect(formatDateInput(undefined)).toBe('');
  });
});
