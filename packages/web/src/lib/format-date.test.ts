import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date';

describe('Dutch dates', () => {
  it('writes day-month-year and 24-hour time in Dutch time', () => {
    // 13:05 UTC is 14:05 in Amsterdam in winter, 15:05 in summer.
    expect(formatDateTime('2026-11-22T13:05:00.000Z')).toBe('22-11-2026 14:05');
    expect(formatDateTime('2026-07-01T13:05:00.000Z')).toBe('01-07-2026 15:05');
    expect(formatDateTime('2026-01-05T23:30:00.000Z')).toBe('06-01-2026 00:30');
    expect(formatDate('2026-11-22T13:05:00.000Z')).toBe('22-11-2026');
  });

  it('shows an unreadable value as it is', () => {
    expect(formatDateTime('gisteren')).toBe('gisteren');
    expect(formatDate('')).toBe('');
  });
});
