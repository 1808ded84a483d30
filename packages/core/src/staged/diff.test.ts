import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FieldDef } from '../catalogue/field.ts';
import { stagedCatalogues } from './catalogue.ts';
import { diffField } from './diff.ts';

/** Every field of every staged catalogue, so each field kind (text, iban, integer, …) is covered. */
const fields = Object.values(stagedCatalogues).flatMap((catalogue) => Object.entries(catalogue));
const fieldArb = fc.constantFrom(...fields);

/** A value of a field's kind, or null (no value). */
function valueOf(field: FieldDef): fc.Arbitrary<unknown> {
  switch (field.type) {
    case 'integer':
      return fc.option(fc.integer({ min: 0, max: 365 }));
    case 'amount':
      return fc.option(fc.integer({ min: 0, max: 10_000 }).map((cents) => cents / 100));
    case 'boolean':
      return fc.option(fc.boolean());
    case 'enum':
      return fc.option(fc.constantFrom(...Object.keys(field.options ?? {})));
    case 'iban':
      return fc.option(fc.constantFrom('NL91ABNA0417164300', 'NL20INGB0001234567', 'DE89370400440532013000'));
    default:
      return fc.option(fc.string({ maxLength: 12 }));
  }
}

const triple = fieldArb.chain(([name, field]) =>
  fc.record({
    name: fc.constant(name),
    field: fc.constant(field),
    sent: valueOf(field),
    now: valueOf(field),
    proposed: valueOf(field),
  }),
);

/** The same value as typed differently: spaced in groups of four, lower case (what normalisers undo). */
function respaced(value: string): string {
  return value
    .replace(/\s+/g, '')
    .replace(/(.{4})/g, '$1 ')
    .trim()
    .toLowerCase();
}

describe('the three-way diff', () => {
  it('flags a conflict exactly when staff and the outsider both changed the value', () => {
    fc.assert(
      fc.property(triple, ({ field, sent, now, proposed }) => {
        const diff = diffField(field, { sent, now, proposed, answered: true });
        expect(diff.conflict).toBe(diff.changed && diff.staffChanged);
      }),
    );
  });

  it('without a normaliser, shows a change exactly when the values differ (an empty text is no value)', () => {
    const plain = (value: unknown) => JSON.stringify(value === '' ? null : value);
    fc.assert(
      fc.property(
        triple.filter(({ field }) => !field.normalise),
        ({ field, sent, now, proposed }) => {
          const diff = diffField(field, { sent, now, proposed, answered: true });
          expect(diff.changed).toBe(plain(proposed) !== plain(sent));
          expect(diff.staffChanged).toBe(plain(now) !== plain(sent));
        },
      ),
    );
  });

  it('shows no change when the outsider sends back what was sent, whatever staff did', () => {
    fc.assert(
      fc.property(triple, ({ field, sent, now }) => {
        const diff = diffField(field, { sent, now, proposed: sent, answered: true });
        expect(diff).toMatchObject({ changed: false, conflict: false });
      }),
    );
  });

  it('shows no change for an unanswered field', () => {
    fc.assert(
      fc.property(triple, ({ field, sent, now, proposed }) => {
        expect(diffField(field, { sent, now, proposed, answered: false }).changed).toBe(false);
      }),
    );
  });

  it('still flags a conflict when staff already made the proposed value', () => {
    fc.assert(
      fc.property(triple, ({ field, sent, proposed }) => {
        const diff = diffField(field, { sent, now: proposed, proposed, answered: true });
        expect(diff.conflict).toBe(diff.changed);
      }),
    );
  });

  it('treats spacing and case as no change for fields with a normaliser (IBAN, BTW, KvK, postcode, e-mail)', () => {
    const normalised = fields.filter(([, field]) => field.normalise);
    expect(normalised.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'financial.iban',
        'organisation.vatNumber',
        'organisation.kvkNumber',
        'organisation.postcode',
        'organisation.email',
      ]),
    );
    const samples: Record<string, [fc.Arbitrary<string>, (value: string) => string]> = {
      'financial.iban': [fc.constantFrom('NL91ABNA0417164300', 'DE89370400440532013000'), respaced],
      'organisation.vatNumber': [fc.constantFrom('NL123456789B01', 'BE0123456789'), respaced],
      'organisation.kvkNumber': [fc.stringMatching(/^\d{8}$/), respaced],
      'organisation.postcode': [
        fc.stringMatching(/^[1-9]\d{3}[A-Z]{2}$/).filter((value) => !/(SA|SD|SS)$/.test(value)),
        respaced,
      ],
      'organisation.email': [
        fc.constantFrom('Info@Example.nl', 'sanne@bedrijf.nl'),
        (value) => value.toUpperCase(),
      ],
    };
    for (const [name, [sample, retype]] of Object.entries(samples)) {
      const field = normalised.find(([candidate]) => candidate === name)![1];
      fc.assert(
        fc.property(sample, valueOf(field), (value, now) => {
          const diff = diffField(field, { sent: value, now, proposed: retype(value), answered: true });
          expect(diff).toMatchObject({ changed: false, conflict: false });
        }),
      );
    }
  });

  it('treats an emptied text and an absent value as the same', () => {
    fc.assert(
      fc.property(triple, ({ field }) => {
        expect(diffField(field, { sent: null, now: null, proposed: '', answered: true }).changed).toBe(false);
      }),
    );
  });
});
