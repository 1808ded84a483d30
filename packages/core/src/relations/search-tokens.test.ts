import { describe, expect, it } from 'vitest';
import { nameSortKey, searchPlan, searchTokens } from './search-tokens.ts';

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

  it('looks up the longest word and keeps the others as extra conditions', () => {
    expect(searchPlan('de Vries')).toEqual({ lookup: 'vries', others: ['de'] });
    expect(searchPlan('a')).toBeUndefined();
    expect(searchPlan('  Ëlsa ')).toEqual({ lookup: 'elsa', others: [] });
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
    expect(searchPlan('Info@De-Zon.nl')).toEqual({ lookup: 'info@de-zon.nl', others: [] });
  });
});
