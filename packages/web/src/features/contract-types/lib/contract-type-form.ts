import {
  contractTypeInputSchema,
  MAX_CONDITIONS,
  type ContractTypeInput,
} from '@crm/core/contract-types/schema';
import { DEFAULT_DECISION_WEEKS } from '@crm/core/contract-types/term';
import type { RenewalKind } from '@crm/core/contract-types/term';
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
  noticeMonths: string;
  decisionWeeks: string;
  conditions: ConditionValues[];
};

type StoredType = {
  name: string;
  description?: string | undefined;
  firstTermMonths: number;
  renewal: RenewalKind;
  renewalTermMonths?: number | undefined;
  noticeMonths: number;
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
    noticeMonths: '1',
    decisionWeeks: String(DEFAULT_DECISION_WEEKS),
    conditions: [],
  };
}

export function contractTypeValuesOf(type: StoredType): ContractTypeFormValues {
  return {
    name: type.name,
    description: type.description ?? '',
    firstTermMonths: String(type.firstTermMonths),
    renewal: type.renewal,
    renewalTermMonths: type.renewalTermMonths === undefined ? '' : String(type.renewalTermMonths),
    noticeMonths: String(type.noticeMonths),
    decisionWeeks: String(type.decisionWeeks),
    conditions: type.conditions.map(({ id, title, text }) => ({ id, title, text })),
  };
}

/** A typed whole number; anything else is NaN, which the schema refuses with its own message. */
function wholeNumber(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** What the API's schema takes: numbers, and a condition's id only once it has one. */
export function toContractTypeInput(values: ContractTypeFormValues): Record<string, unknown> {
  const decisionWeeks = wholeNumber(values.decisionWeeks);
  return {
    ...values,
    firstTermMonths: wholeNumber(values.firstTermMonths),
    renewalTermMonths: wholeNumber(values.renewalTermMonths),
    noticeMonths: wholeNumber(values.noticeMonths),
    decisionWeeks: decisionWeeks ?? undefined,
    conditions: values.conditions.map(({ id, title, text }) => (id ? { id, title, text } : { title, text })),
  };
}

export const contractTypeResolver = schemaResolver<ContractTypeFormValues, ContractTypeInput>(
  contractTypeInputSchema,
  toContractTypeInput,
);

/** The fields a 422 answer may name (a condition's as `conditions.2.title`). */
export const contractTypeFormFields = [
  'name',
  'description',
  'firstTermMonths',
  'renewal',
  'renewalTermMonths',
  'noticeMonths',
  'decisionWeeks',
  'conditions',
  ...Array.from({ length: MAX_CONDITIONS }, (_, index) => [
    `conditions.${index}.title`,
    `conditions.${index}.text`,
  ]).flat(),
];
