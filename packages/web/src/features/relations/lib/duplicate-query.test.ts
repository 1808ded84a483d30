import { describe, expect, it } from 'vitest';
import { duplicateQueryOf } from './duplicate-query';

describe('the duplicate check', () => {
  it('asks only for valid values, normalised as stored', () => {
    expect(
      duplicateQueryOf({ kvkNumber: '12345678', vatNumber: 'nl 123456789 b01', email: 'Info@Zon.NL' }, 'x'),
    ).toEqual({ kvk: '12345678', vat: 'NL123456789B01', email: 'info@zon.nl', exclude: 'x' });
  });

  it('asks nothing while fields are empty or half typed', () => {
    expect(duplicateQueryOf({ kvkNumber: '1234', vatNumber: '', email: 'info@' }, 'x')).toEqual({});
    expect(duplicateQueryOf({}, undefined)).toEqual({});
  });
});
