import { describe, expect, it } from 'vitest';
import type { TransactItem } from '../db/transaction.ts';
import { splitTransaction } from '../db/transaction.ts';
import { contactSearchTokens, contactTokenChanges } from './search-items.ts';

const jan = {
  id: 'C1',
  parentKind: 'lead' as const,
  parentId: 'L1',
  firstName: 'Jan',
  infix: 'de',
  lastName: 'Vriës',
  email: 'Jan@De-Vries.nl',
  phone: '06-1234 5678',
};

describe('contact search tokens', () => {
  it('makes tokens of the name, the whole name, the e-mail address and phone digits', () => {
    expect(contactSearchTokens(jan)).toEqual(
      ['jan', 'de', 'vries', 'jandevries', 'jan@de-vries.nl', '0612345678'].sort(),
    );
  });

  it('writes every token again when a searched field or the parent changes, and nothing otherwise', () => {
    expect(contactTokenChanges(jan, { ...jan })).toEqual([]);
    const moved = contactTokenChanges(jan, { ...jan, parentKind: 'customer', parentId: 'K1' });
    expect(moved.every((item) => item.Put?.Item?.parentKind === 'customer')).toBe(true);
    expect(moved).toHaveLength(6);
    const renamed = contactTokenChanges(jan, { ...jan, lastName: 'Bakker', email: undefined });
    const deleted = renamed.flatMap((item) => (item.Delete ? [String(item.Delete.Key?.sk)] : []));
    expect(deleted.sort()).toEqual(['jan@de-vries.nl#C1', 'jandevries#C1', 'vries#C1']);
    expect(renamed.filter((item) => item.Put)).toHaveLength(5);
    expect(contactTokenChanges(jan, undefined).every((item) => item.Delete)).toBe(true);
  });
});

describe('splitTransaction', () => {
  const group = (size: number, label: string): TransactItem[] =>
    Array.from({ length: size }, (_, i) => ({
      ConditionCheck: { TableName: 't', Key: { pk: label, sk: String(i) }, ConditionExpression: 'x' },
    }));

  it('fills the main transaction with whole groups and packs the rest in transactions of at most 100', () => {
    const groups = [group(30, 'a'), group(30, 'b'), group(10, 'c'), group(60, 'd'), group(50, 'e')];
    const { inline, separate } = splitTransaction(groups, 45);
    expect(inline.map((item) => item.ConditionCheck?.Key?.pk)).toEqual([
      ...Array(30).fill('a'),
      ...Array(10).fill('c'),
    ]);
    expect(separate.map((items) => items.length)).toEqual([90, 50]);
  });

  it('keeps everything inline when it fits', () => {
    expect(splitTransaction([group(3, 'a'), group(3, 'b')], 10)).toMatchObject({ separate: [] });
  });
});
