import { describe, expect, it } from 'vitest';
import { countryName, countryOptions } from './countries';

describe('countries', () => {
  it('names countries in Dutch', () => {
    expect(countryName('NL')).toBe('Nederland');
    expect(countryName('DE')).toBe('Duitsland');
    expect(countryName('ZZZ')).toBe('ZZZ');
  });

  it('sorts by the Dutch name, with each code once', () => {
    const labels = countryOptions.map((option) => option.label);
    expect(labels.indexOf('België')).toBeLessThan(labels.indexOf('Duitsland'));
    expect(labels.indexOf('Duitsland')).toBeLessThan(labels.indexOf('Nederland'));
    expect(new Set(countryOptions.map((option) => option.value)).size).toBe(countryOptions.length);
    expect(countryOptions.length).toBeGreaterThan(240);
  });
});
