import {
  contractTypeCatalogue,
  contractTypeInputSchema,
  MAX_CONDITIONS,
  type ContractTypeInput,
} from '@crm/core/contract-types/schema';
import {
  DEFAULT_DECISION_WEEKS,
  DEFAULT_NOTICE_UNIT,
  type NoticeUnit,
  type RenewalKind,
} from '@crm/core/contract-types/term';
import { formValuesOf, inputValuesOf } from '../../../components/fields/field-values';
import { schemaResolver } from '../../../lib/schema-resolver';

/** A standard condition in the form; `id` is empty until the API gives it one. */
export type ConditionValues = { id: string; title: string; text: string };

/** What the form holds: numbers as typed (texts, as inputs hold them). */
export type ContractTypeFormValues = {
  name: string;
  description: string;
  firstTermMonths: string;
  renewal: RenewalKind;
  renewalTermMonths: string;
  noticePeriod: string;
  /** `dagen`, `weken` or `maanden`. */
  noticeUnit: string;
  decisionWeeks: string;
  conditions: ConditionValues[];
};

type StoredType = {
  name: string;
  description?: string | undefined;
  firstTermMonths: number;
  renewal: RenewalKind;
  renewalTermMonths?: number | undefined;
  noticePeriod: number;
  noticeUnit?: NoticeUnit | undefined;
  decisionWeeks: number;
  conditions: readonly ConditionValues[];
};

/** A new type starts from a common term: a year, renewed tacitly by a year, a month's notice. */
export function newContractTypeValues(): ContractTypeFormValues {
  return {
    name: '',
    description: '',
    firstTermMonths: '12',
    renewal: 'stilzwijgend',
    renewalTermMonths: '12',
    noticePeriod: '1',
    noticeUnit: DEFAULT_NOTICE_UNIT,
    decisionWeeks: String(DEFAULT_DECISION_WEEKS),
    conditions: [],
  };
}

/** The fields with one value each; the conditions are a list of their own. */
const scalarFields = [
  'name',
  'description',
  'firstTermMonths',
  'renewal',
  'renewalTermMonths',
  'noticePeriod',
  'noticeUnit',
  'decisionWeeks',
] as const;

export function contractTypeValuesOf(type: StoredType): ContractTypeFormValues {
  return {
    ...(formValuesOf(contractTypeCatalogue, scalarFields, type) as Omit<
      ContractTypeFormValues,
      'conditions'
    >),
    conditions: type.conditions.map(({ id, title, text }) => ({ id, title, text })),
  };
}

/**
 * What the API's schema takes: numbers, and a condition's id only once it has one. An empty
 * Beslistermijn is absent, so the schema gives the default; without renewal the (hidden)
 * Verlengingstermijn is absent too.
 */
export function toContractTypeInput(values: ContractTypeFormValues): Record<string, unknown> {
  const input = inputValuesOf(contractTypeCatalogue, values);
  return {
    ...input,
    renewalTermMonths: values.renewal === 'geen' ? undefined : input.renewalTermMonths,
    decisionWeeks: input.decisionWeeks ?? undefined,
    conditions: values.conditions.map(({ id, title, text }) => (id ? { id, title, text } : { title, text })),
  };
}

export const contractTypeResolver = schemaResolver<ContractTypeFormValues, ContractTypeInput>(
  contractTypeInputSchema,
  toContractTypeInput,
);

/** The fields a 422 answer may name (a condition's as `conditions.2.title`). */
export const contractTypeFormFields = [
  ...scalarFields,
  'conditions',
  ...Array.from({ length: MAX_CONDITIONS }, (_, index) => [
    `conditions.${index}.title`,
    `conditions.${index}.text`,
  ]).flat(),
];
