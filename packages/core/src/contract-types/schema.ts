import * as z from 'zod';
import { defineCatalogue, inputShape, labelsOf } from '../catalogue/field.ts';
import {
  DEFAULT_DECISION_WEEKS,
  DEFAULT_NOTICE_UNIT,
  noticeUnitLabels,
  noticeUnits,
  type NoticeUnit,
  renewalLabels,
  renewalKinds,
  termProblems,
  type ContractTerm,
  type RenewalKind,
} from './term.ts';
import { requiredText } from '../validation/fields.ts';
import { optionalText } from '../validation/optional.ts';

/**
 * Contract types: a name and the defaults a new contract of the type starts from (its term and its
 * standard conditions). Browser-safe: the forms validate with the same schema as the API.
 */

export const CONDITION_TITLE_MAX = 200;
export const CONDITION_TEXT_MAX = 20_000;
export const MAX_CONDITIONS = 100;
/**
 * All conditions of a type together, in UTF-8 bytes. The type is one item (at most 400 KB in
 * DynamoDB) and a change of its conditions writes a history item holding the old and the new list,
 * so both must fit in one item with room to spare (decision 025).
 */
export const MAX_CONDITION_BYTES = 150_000;

/** A standard condition: its id stays the same through edits, so a contract's copy knows its source. */
export const contractTypeConditionSchema = z.object({
  /** Absent for a new condition: the server gives it one. */
  id: z
    .string()
    .regex(/^[0-9A-Za-z]{1,40}$/, 'Deze voorwaarde is onbekend. Laad de pagina opnieuw.')
    .optional(),
  title: requiredText('Vul een titel in.', CONDITION_TITLE_MAX),
  text: requiredText('Vul de tekst van de voorwaarde in.', CONDITION_TEXT_MAX),
});
export type ContractTypeConditionInput = z.infer<typeof contractTypeConditionSchema>;

const storedConditionSchema = z.object({ id: z.string(), title: z.string(), text: z.string() });
export type ContractTypeCondition = z.infer<typeof storedConditionSchema>;

const encoder = new TextEncoder();

function conditionBytes(conditions: readonly { title: string; text: string }[]): number {
  return conditions.reduce(
    (sum, condition) => sum + encoder.encode(condition.title).length + encoder.encode(condition.text).length,
    0,
  );
}

const conditionsInput = z
  .array(contractTypeConditionSchema, { error: 'De standaardvoorwaarden zijn niet goed doorgegeven.' })
  .max(MAX_CONDITIONS, `Een contracttype heeft hoogstens ${MAX_CONDITIONS} standaardvoorwaarden.`)
  .refine(
    (conditions) => conditionBytes(conditions) <= MAX_CONDITION_BYTES,
    'De standaardvoorwaarden zijn samen te lang. Maak ze korter of gebruik er minder.',
  )
  .refine((conditions) => {
    const ids = conditions.flatMap((condition) => (condition.id ? [condition.id] : []));
    return new Set(ids).size === ids.length;
  }, 'Een voorwaarde staat er twee keer in. Laad de pagina opnieuw.')
  .default([]);

/** Whole months (or weeks), as the term rules expect them; the term rules check the rest. */
function wholeNumber(message: string, max: number) {
  return z.number({ error: message }).int(message).min(0, message).max(max, message);
}

/** Every field of a contract type (see catalogue/field.ts); the term fields are named as in `ContractTerm`. */
export const contractTypeCatalogue = defineCatalogue({
  name: {
    label: 'Naam',
    type: 'text',
    required: true,
    input: requiredText('Vul een naam in.', 120),
  },
  description: { label: 'Omschrijving', type: 'text', input: optionalText(2000) },
  firstTermMonths: {
    label: 'Standaard looptijd (maanden)',
    type: 'integer',
    input: wholeNumber('Vul een looptijd in van 1 tot 1200 maanden.', 1200),
  },
  renewal: {
    label: 'Standaard verlenging',
    type: 'enum',
    options: renewalLabels,
    input: z.enum(renewalKinds, { error: 'Kies een verlenging.' }),
  },
  renewalTermMonths: {
    label: 'Standaard verlengingstermijn (maanden)',
    type: 'integer',
    // Only a renewing type needs one; the term rules say so on this field.
    input: wholeNumber('Vul een verlengingstermijn in van 1 tot 1200 maanden.', 1200)
      .nullable()
      .optional()
      .transform((value) => value ?? undefined),
    stored: z.number().int().optional(),
  },
  noticePeriod: {
    label: 'Standaard opzegtermijn',
    type: 'integer',
    input: wholeNumber('Vul een opzegtermijn in hele getallen in.', 36_500),
  },
  noticeUnit: {
    label: 'Eenheid van de opzegtermijn',
    type: 'enum',
    options: noticeUnitLabels,
    input: z.enum(noticeUnits, { error: 'Kies dagen, weken of maanden.' }).default(DEFAULT_NOTICE_UNIT),
  },
  decisionWeeks: {
    label: 'Standaard beslistermijn (weken)',
    type: 'integer',
    // Left out or null: the default.
    input: wholeNumber('Vul een beslistermijn in hele weken in (hoogstens 520).', 520)
      .nullish()
      .transform((value) => value ?? DEFAULT_DECISION_WEEKS),
  },
  conditions: {
    label: 'Standaardvoorwaarden',
    type: 'list',
    input: conditionsInput,
    stored: z.array(storedConditionSchema),
    exported: false,
  },
});

/** The Dutch labels of a contract type's fields, for the form, the list and the change log. */
export const contractTypeLabels = labelsOf(contractTypeCatalogue);

/** The term a type's defaults describe, for the shared term rules (any start date will do). */
export function defaultTerm(type: {
  firstTermMonths: number;
  renewal: RenewalKind;
  renewalTermMonths?: number | undefined;
  noticePeriod: number;
  noticeUnit?: NoticeUnit | undefined;
  decisionWeeks: number;
}): ContractTerm {
  return {
    startDate: '2000-01-01',
    firstTermMonths: type.firstTermMonths,
    renewal: type.renewal,
    renewalTermMonths: type.renewalTermMonths ?? Number.NaN,
    noticePeriod: type.noticePeriod,
    noticeUnit: type.noticeUnit ?? DEFAULT_NOTICE_UNIT,
    decisionWeeks: type.decisionWeeks,
  };
}

/**
 * The input of a create or an edit. The default term must be one a contract can have: the shared
 * term rules (`termProblems`) put their Dutch messages on the fields they are about.
 */
export const contractTypeInputSchema = z
  .object(inputShape(contractTypeCatalogue))
  .superRefine((input, context) => {
    for (const [field, message] of Object.entries(termProblems(defaultTerm(input)))) {
      context.addIssue({ code: 'custom', path: [field], message });
    }
  });
export type ContractTypeInput = z.infer<typeof contractTypeInputSchema>;

/** Two names that differ only in letter case or spacing are the same name. */
export function normaliseTypeName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('nl');
}

export const typeNameTakenMessage = 'Er bestaat al een contracttype met deze naam.';
