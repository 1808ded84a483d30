import type { ContractRecord } from '@crm/core/contracts/public';
import { contractDates } from '@crm/core/contracts/dates';
import { contractCatalogue, contractInputSchema } from '@crm/core/contracts/schema';
import {
  DEFAULT_DECISION_WEEKS,
  noticeUnits,
  renewalKinds,
  termProblems,
  type ContractTerm,
  type RenewalKind,
  type TermDates,
} from '@crm/core/contract-types/term';
import { isCalendarDate } from '@crm/core/validation/optional';
import { formValuesOf, inputValuesOf, newFormValues } from '../../../components/fields/field-values';
import { schemaResolver } from '../../../lib/schema-resolver';

/** What the contract form holds: texts, as inputs do; a party as its id with the name shown. */
export type ContractFormValues = {
  title: string;
  customerId: string;
  customerName: string;
  supplierId: string;
  supplierName: string;
  typeId: string;
  /** `YYYY-MM-DD`. */
  startDate: string;
  firstTermMonths: string;
  renewal: string;
  renewalTermMonths: string;
  noticePeriod: string;
  /** `dagen`, `weken` or `maanden`. */
  noticeUnit: string;
  decisionWeeks: string;
  /** As typed: `1.234,56`. */
  value: string;
  status: string;
  ownerId: string;
  notes: string;
  /**
   * Only when notice is registered after the last notice day (`LateNoticeField`): which end it
   * has; empty otherwise, and then not sent.
   */
  lateNoticeEnd: string;
};

export type ContractParty = { id: string; name: string };

/** The fields the form holds as the catalogue says; the parties' names ride along with their ids. */
const catalogueFields = [
  'title',
  'customerId',
  'supplierId',
  'typeId',
  'startDate',
  'firstTermMonths',
  'renewal',
  'renewalTermMonths',
  'noticePeriod',
  'noticeUnit',
  'decisionWeeks',
  'value',
  'status',
  'ownerId',
  'notes',
] as const satisfies readonly (keyof ContractFormValues)[];

type CatalogueValues = Omit<ContractFormValues, 'customerName' | 'supplierName' | 'lateNoticeEnd'>;

/** A new contract: Concept, the signed-in user as Eigenaar, a party when it comes from its page. */
export function newContractValues(
  ownerId: string,
  parties: { customer?: ContractParty | undefined; supplier?: ContractParty | undefined } = {},
): ContractFormValues {
  return {
    ...(newFormValues(contractCatalogue, catalogueFields) as CatalogueValues),
    customerId: parties.customer?.id ?? '',
    customerName: parties.customer?.name ?? '',
    supplierId: parties.supplier?.id ?? '',
    supplierName: parties.supplier?.name ?? '',
    renewal: 'stilzwijgend',
    ownerId,
    lateNoticeEnd: '',
  };
}

export function contractValuesOf(contract: ContractRecord): ContractFormValues {
  return {
    ...(formValuesOf(contractCatalogue, catalogueFields, contract) as CatalogueValues),
    customerName: contract.customerName,
    supplierName: contract.supplierName,
    renewalTermMonths: contract.renewal === 'geen' ? '' : String(contract.renewalTermMonths),
    lateNoticeEnd: '',
  };
}

/**
 * The schema's input. Without renewal the Verlengingstermijn is hidden and means nothing: the first
 * term stands in for it, as the API stores it. An empty number is missing (the schema says so, and
 * a left-out Beslistermijn is the default); the term fields are sent as numbers, never as texts.
 */
export function toContractInput(values: ContractFormValues) {
  const {
    customerName: _customer,
    supplierName: _supplier,
    ...input
  } = inputValuesOf(contractCatalogue, {
    ...values,
    renewalTermMonths: values.renewal === 'geen' ? values.firstTermMonths : values.renewalTermMonths,
  });
  const missing = (value: unknown) => value ?? undefined;
  return {
    ...input,
    firstTermMonths: missing(input.firstTermMonths),
    renewalTermMonths: missing(input.renewalTermMonths),
    noticePeriod: missing(input.noticePeriod),
    decisionWeeks: missing(input.decisionWeeks),
    lateNoticeEnd:
      values.status === 'opgezegd' && values.lateNoticeEnd !== '' ? values.lateNoticeEnd : undefined,
  };
}

export const contractResolver = schemaResolver(contractInputSchema, toContractInput);

const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/**
 * The dates the form's values give on `today` (the live preview), with the same function the API
 * stores them with, and the renewal they were computed for; null while the term is incomplete or
 * has a problem the fields will name.
 */
export function previewDates(
  values: ContractFormValues,
  today: string,
): (TermDates & { renewal: RenewalKind; term: ContractTerm; status: 'concept' | 'actief' }) | null {
  const renewal = renewalKinds.find((kind) => kind === values.renewal);
  if (!renewal || !isCalendarDate(values.startDate)) return null;
  const firstTermMonths = whole(values.firstTermMonths);
  const noticeUnit = noticeUnits.find((unit) => unit === values.noticeUnit);
  if (!noticeUnit) return null;
  const term: ContractTerm = {
    startDate: values.startDate,
    firstTermMonths,
    renewal,
    renewalTermMonths: renewal === 'geen' ? firstTermMonths : whole(values.renewalTermMonths),
    noticePeriod: whole(values.noticePeriod),
    noticeUnit,
    decisionWeeks: values.decisionWeeks.trim() === '' ? DEFAULT_DECISION_WEEKS : whole(values.decisionWeeks),
  };
  if (Object.keys(termProblems(term)).length > 0) return null;
  // A Concept shows its first period; any other contract the period today falls in.
  const status = values.status === 'concept' ? 'concept' : 'actief';
  return { ...contractDates({ ...term, status }, today), renewal, term, status };
}
