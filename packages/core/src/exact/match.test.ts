import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ExactAccount } from './mapping.ts';
import { AccountIndex, matchAccount, matchFilters, kvkVariants, vatVariants } from './match.ts';

const account = (id: string, fields: Partial<ExactAccount>): ExactAccount => ({
  ID: id,
  Code: `${' '.repeat(17)}${id.slice(-1)}`,
  Name: `Account ${id}`,
  ...fields,
});

describe('the variants tried in Exact’s filters', () => {
  it('tries a KvK-nummer as typed, as digits and in the groups people type', () => {
    expect(kvkVariants(' 1234 5678 ')).toEqual(['1234 5678', '12345678', '12 34 56 78']);
    expect(kvkVariants('12345678')).toEqual(['12345678', '1234 5678', '12 34 56 78']);
    expect(kvkVariants('')).toEqual([]);
  });

  it('tries a BTW-nummer as typed, in capitals without dots or spaces, and printed', () => {
    expect(vatVariants('nl8037.25.802.b01')).toEqual([
      'nl8037.25.802.b01',
      'NL803725802B01',
      'NL8037.25.802.B01',
    ]);
    expect(vatVariants('DE 123456789')).toEqual(['DE 123456789', 'DE123456789']);
  });

  it('builds the filters in order, KvK first, with quotes escaped', () => {
    expect(matchFilters({ kvkNumber: '12345678', vatNumber: "NL'1" })).toEqual([
      "ChamberOfCommerce eq '12345678' or ChamberOfCommerce eq '1234 5678' or ChamberOfCommerce eq '12 34 56 78'",
      "VATNumber eq 'NL''1'",
    ]);
    expect(matchFilters({})).toEqual([]);
  });
});

describe('matching against accounts already read', () => {
  const accounts = [
    account('a1', { ChamberOfCommerce: '1234 5678' }),
    account('a2', { VATNumber: 'NL8037.25.802.B01' }),
    account('a3', { ChamberOfCommerce: '87654321' }),
    account('a4', { ChamberOfCommerce: '8765-4321' }),
  ];

  it('links one hit by KvK-nummer typed with spaces in Exact', () => {
    expect(matchAccount({ kvkNumber: '12345678' }, accounts)).toEqual({
      outcome: 'link',
      account: accounts[0],
    });
  });

  it('falls back to the BTW-nummer', () => {
    expect(matchAccount({ kvkNumber: '11112222', vatNumber: 'NL803725802B01' }, accounts)).toEqual({
      outcome: 'link',
      account: accounts[1],
    });
  });

  it('names the candidates when more than one account matches', () => {
    expect(matchAccount({ kvkNumber: '87654321' }, accounts)).toEqual({
      outcome: 'conflict',
      by: 'kvk',
      candidates: [
        { id: 'a3', code: '3', name: 'Account a3' },
        { id: 'a4', code: '4', name: 'Account a4' },
      ],
    });
  });

  it('creates when nothing matches or there is nothing to match by', () => {
    expect(matchAccount({ kvkNumber: '99999999' }, accounts)).toEqual({ outcome: 'create' });
    expect(matchAccount({}, accounts)).toEqual({ outcome: 'create' });
  });
});

describe('property: matching', () => {
  const kvk = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 8, maxLength: 8 }).map((d) => d.join(''));
  /** A KvK-nummer as someone may have typed it in Exact. */
  const typed = (digits: string, form: number) =>
    [
      digits,
      `${digits.slice(0, 4)} ${digits.slice(4)}`,
      digits.replace(/(\d{2})(?=\d)/g, '$1 '),
      ` ${digits}`,
    ][form] ?? digits;

  it('finds the one account whatever form its KvK-nummer has, and every filter variant is one Exact may hold', () => {
    fc.assert(
      fc.property(kvk, fc.nat(3), fc.array(kvk, { maxLength: 20 }), (ours, formIndex, others) => {
        fc.pre(!others.includes(ours));
        const form = typed(ours, formIndex);
        const accounts = [
          ...others.map((other, i) => account(`o${i}`, { ChamberOfCommerce: other })),
          account('x9', { ChamberOfCommerce: form }),
        ];
        const outcome = matchAccount({ kvkNumber: ours }, accounts);
        expect(outcome).toMatchObject({ outcome: 'link', account: { ID: 'x9' } });
        expect(new AccountIndex(accounts).match({ kvkNumber: ours })).toEqual(outcome);
        expect(kvkVariants(ours)).toContain(form.trim());
      }),
    );
  });

  it('agrees with the index, and never links when two accounts share the number', () => {
    const accountsArb = fc.array(
      fc.record({
        kvk: fc.option(fc.constantFrom('12345678', '1234 5678', '87654321'), { nil: undefined }),
        vat: fc.option(fc.constantFrom('NL111111111B01', 'nl111111111b01', 'NL222222222B02'), {
          nil: undefined,
        }),
      }),
      { maxLength: 6 },
    );
    fc.assert(
      fc.property(
        accountsArb,
        fc.constantFrom('12345678', '87654321', undefined),
        fc.constantFrom('NL111111111B01', 'NL222222222B02', undefined),
        (rows, kvkNumber, vatNumber) => {
          const accounts = rows.map((row, i) =>
            account(`r${i}`, { ChamberOfCommerce: row.kvk, VATNumber: row.vat }),
          );
          const outcome = matchAccount({ kvkNumber, vatNumber }, accounts);
          expect(new AccountIndex(accounts).match({ kvkNumber, vatNumber })).toEqual(outcome);
          const byKvk = accounts.filter(
            (a) => kvkNumber && a.ChamberOfCommerce?.replace(/\D/g, '') === kvkNumber,
          );
          if (byKvk.length > 1) expect(outcome.outcome).toBe('conflict');
          if (byKvk.length === 1) expect(outcome).toEqual({ outcome: 'link', account: byKvk[0] });
        },
      ),
    );
  });
});
