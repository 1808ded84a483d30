import { describe, expect, it } from 'vitest';
import { storedShape } from '../catalogue/field.ts';
import * as z from 'zod';
import {
  contractTypeCatalogue,
  contractTypeInputSchema,
  MAX_CONDITIONS,
  normaliseTypeName,
} from './schema.ts';
import { typeInUseMessage } from '../contract-parties/guards.ts';

const valid = {
  name: 'Energie',
  firstTermMonths: 36,
  renewal: 'stilzwijgend',
  renewalTermMonths: 12,
  noticePeriod: 3,
};

function errorsOf(input: unknown): Record<string, string[]> {
  const result = contractTypeInputSchema.safeParse(input);
  const errors: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (errors[issue.path.join('.')] ??= []).push(issue.message);
  return errors;
}

describe('contract type input', () => {
  it('takes a term of 36 months, tacit renewal of 12 and notice of 3, with Beslistermijn 4 by default', () => {
    const input = contractTypeInputSchema.parse({
      ...valid,
      conditions: [{ title: ' Levering ', text: 'Binnen 5 werkdagen.' }],
    });
    expect(input).toMatchObject({ ...valid, decisionWeeks: 4 });
    expect(input.conditions).toEqual([{ title: 'Levering', text: 'Binnen 5 werkdagen.' }]);
  });

  it('puts the shared term rules on the fields they are about', () => {
    expect(errorsOf({ ...valid, noticePeriod: 36 })).toEqual({
      noticePeriod: ['De opzegtermijn moet korter zijn dan de looptijd.'],
    });
    expect(errorsOf({ ...valid, noticePeriod: 12 })).toEqual({
      noticePeriod: ['De opzegtermijn moet korter zijn dan de verlengingstermijn.'],
    });
    expect(errorsOf({ ...valid, renewalTermMonths: null })).toEqual({
      renewalTermMonths: ['Vul een verlengingstermijn in van 1 tot 1200 maanden.'],
    });
    expect(errorsOf({ ...valid, firstTermMonths: 0 }).firstTermMonths).toEqual([
      'Vul een looptijd in van 1 tot 1200 maanden.',
    ]);
    // Without renewal the renewal term is not asked for.
    expect(errorsOf({ ...valid, renewal: 'geen', renewalTermMonths: null })).toEqual({});
  });

  it('checks each standard condition and their number', () => {
    expect(errorsOf({ ...valid, conditions: [{ title: '', text: 'x'.repeat(20_001) }] })).toEqual({
      'conditions.0.title': ['Vul een titel in.'],
      'conditions.0.text': ['Gebruik maximaal 20000 tekens.'],
    });
    const many = Array.from({ length: MAX_CONDITIONS + 1 }, (_, i) => ({ title: `V${i}`, text: 'Tekst' }));
    expect(errorsOf({ ...valid, conditions: many }).conditions).toEqual([
      'Een contracttype heeft hoogstens 100 standaardvoorwaarden.',
    ]);
    const long = Array.from({ length: 10 }, (_, i) => ({ title: `V${i}`, text: 'é'.repeat(10_000) }));
    expect(errorsOf({ ...valid, conditions: long }).conditions).toEqual([
      'De standaardvoorwaarden zijn samen te lang. Maak ze korter of gebruik er minder.',
    ]);
  });

  it('stores an absent renewal term and the conditions as their own rules say', () => {
    const stored = z.object(storedShape(contractTypeCatalogue));
    const item = {
      ...valid,
      renewal: 'geen',
      renewalTermMonths: undefined,
      noticeUnit: 'maanden',
      decisionWeeks: 4,
      conditions: [],
    };
    expect(stored.safeParse(item).success).toBe(true);
    expect(stored.safeParse({ ...item, conditions: [{ id: 'a', title: 'T' }] }).success).toBe(false);
  });

  it('folds case and spacing in names, and counts contracts in Dutch', () => {
    expect(normaliseTypeName('  Energie   Zakelijk ')).toBe(normaliseTypeName('energie zakelijk'));
    expect(typeInUseMessage(3)).toBe(
      'Dit contracttype wordt gebruikt door 3 contracten en kan niet worden verwijderd.',
    );
    expect(typeInUseMessage(1)).toBe(
      'Dit contracttype wordt gebruikt door 1 contract en kan niet worden verwijderd.',
    );
  });
});
