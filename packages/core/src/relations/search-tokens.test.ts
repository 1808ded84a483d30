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
