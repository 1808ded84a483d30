import { describe, expect, it } from 'vitest';
import { coversTerms, nameSortKey, searchPlan, searchTokens } from './tokens.ts';

describe('search tokens', () => {
  it('makes tokens of name words, number, KvK, BTW, e-mail and city, without accents or case', () => {
    const tokens = searchTokens({
      name: 'Bakkerij Ëlsa & Zonen B.V.',
      number: 'K000123',
      kvkNumber: '12345678',
      vatNumber: 'NL123456789B01',
      email: 'Info@Elsa.nl',
      city: "'s-Hertogenbosch",
    });
    expect(tokens).toEqual(
      expect.arrayContaining([
        'bakkerij',
        'elsa',
        'zonen',
        'b.v',
        'k000123',
        '12345678',
        'nl123456789b01',
        'info@elsa.nl',
        'hertogenbosch',
        'bakkerijelsazonenbv',
      ]),
    );
    expect(tokens).not.toContain('&');
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('looks up the three longest words, and keeps every word as a condition', () => {
    expect(searchPlan('de Vries')).toEqual({ terms: ['de', 'vries'], lookups: ['vries', 'de'] });
    expect(searchPlan('a')).toBeUndefined();
    expect(searchPlan('  Ëlsa elsa')).toEqual({ terms: ['elsa'], lookups: ['elsa'] });
    expect(searchPlan('jan de vries utrecht')).toEqual({
      terms: ['jan', 'de', 'vries', 'utrecht'],
      lookups: ['utrecht', 'vries', 'jan'],
    });
  });

  it('checks the words a lookup did not match against a name and detail', () => {
    const terms = ['bakker', 'utr'];
    expect(coversTerms('Bakkerij Zon — K000001 · Utrecht', terms, new Set())).toBe(true);
    expect(coversTerms('Bakkerij Zon — K000001 · Zwolle', terms, new Set(['bakker']))).toBe(false);
    expect(coversTerms('Zon BV', terms, new Set(terms))).toBe(true);
  });

  it('sorts names without accents or case', () => {
    expect(nameSortKey('Énergie  Noord')).toBe('energie noord');
  });
});

describe('search token bounds', () => {
  it('keeps at most 40 tokens, identifiers first', () => {
    const name = Array.from({ length: 80 }, (_, i) => `w${String(i).padStart(2, '0')}`).join(' ');
    const tokens = searchTokens({ name, kvkNumber: '12345678', email: 'a-b+c@x.nl' });
    expect(tokens).toHaveLength(40);
    expect(tokens).toContain('12345678');
    expect(tokens).toContain('a-b+c@x.nl');
  });

  it('looks up a whole e-mail address as typed', () => {
    expect(searchPlan('Info@De-Zon.nl')).toEqual({ terms: ['info@de-zon.nl'], lookups: ['info@de-zon.nl'] });
  });
});
