import { describe, expect, it } from 'vitest';
import {
  exactDateTime,
  modifiedFilter,
  padCode,
  parseExactDate,
  readCode,
  readTimestamp,
  timestampFilter,
} from './odata.ts';

describe("Exact's value formats", () => {
  it('reads /Date(ms)/ as Amsterdam wall-clock time, in summer and in winter', () => {
    // NANGO's recording: /Date(1782404464260)/ is 16:21:04 in Amsterdam, 14:21:04 UTC (summer).
    expect(parseExactDate('/Date(1782404464260)/')?.toISOString()).toBe('2026-06-25T14:21:04.260Z');
    // Winter: one hour.
    expect(parseExactDate(`/Date(${Date.UTC(2026, 0, 15, 10, 0, 0)})/`)?.toISOString()).toBe(
      '2026-01-15T09:00:00.000Z',
    );
    expect(parseExactDate('2026-01-15')).toBeUndefined();
  });

  it('writes a moment zone-less in Amsterdam time', () => {
    expect(exactDateTime(new Date('2026-06-25T14:21:04Z'))).toBe('2026-06-25T16:21:04');
    expect(exactDateTime(new Date('2026-11-24T00:00:00Z'))).toBe('2026-11-24T01:00:00');
  });

  it('trims Code on read and pads it to 18 for filters', () => {
    expect(readCode('                 8')).toBe('8');
    expect(padCode('25')).toBe('                25');
    expect(padCode('25')).toHaveLength(18);
  });

  it('reads Timestamp from a string or a number, and filters it with L', () => {
    expect(readTimestamp('9007199254740993')).toBe(9007199254740993n);
    expect(readTimestamp(42)).toBe(42n);
    expect(() => readTimestamp('4.2')).toThrow();
    expect(timestampFilter(123n)).toBe('Timestamp gt 123L');
  });

  it('filters Modified from a moment in Amsterdam time, whole seconds down, an hour back when the clocks go back', () => {
    expect(modifiedFilter(Date.parse('2026-06-25T14:21:04.900Z'))).toBe(
      "Modified ge datetime'2026-06-25T16:21:04'",
    );
    // 25 October 2026, 00:30 UTC is 02:30 summer time; at 01:00 UTC the clocks go back to 02:00,
    // so a change at 01:10 UTC says 02:10: the filter starts at 01:30.
    expect(modifiedFilter(Date.parse('2026-10-25T00:30:00Z'))).toBe(
      "Modified ge datetime'2026-10-25T01:30:00'",
    );
    expect(modifiedFilter(Date.parse('2026-10-25T02:30:00Z'))).toBe(
      "Modified ge datetime'2026-10-25T03:30:00'",
    );
  });
});
