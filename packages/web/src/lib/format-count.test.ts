import { describe, expect, it } from 'vitest';
import { formatCount, formatNoticeTerm } from './format-count';

describe('a count in a unit', () => {
  it('says one in the singular and any other number in the plural', () => {
    expect(formatCount(1, 'dagen')).toBe('1 dag');
    expect(formatCount(14, 'dagen')).toBe('14 dagen');
    expect(formatCount(1, 'weken')).toBe('1 week');
    expect(formatCount(2, 'weken')).toBe('2 weken');
    expect(formatCount(1, 'maanden')).toBe('1 maand');
    expect(formatCount(0, 'maanden')).toBe('0 maanden');
    expect(formatCount(1200, 'maanden')).toBe('1.200 maanden');
  });

  it('reads an Opzegtermijn in its unit, in months when it has none', () => {
    expect(formatNoticeTerm({ noticePeriod: 3, noticeUnit: 'maanden' })).toBe('3 maanden');
    expect(formatNoticeTerm({ noticePeriod: 14, noticeUnit: 'dagen' })).toBe('14 dagen');
    expect(formatNoticeTerm({ noticePeriod: 1, noticeUnit: 'weken' })).toBe('1 week');
    expect(formatNoticeTerm({ noticePeriod: 2 })).toBe('2 maanden');
  });
});
