import { contractDates } from '@crm/core/contracts/dates';
import type { ContractRecord } from '@crm/core/contracts/public';
import { contractInputSchema } from '@crm/core/contracts/schema';
import {
  DEFAULT_DECISION_WEEKS,
  renewalKinds,
  termProblems,
  type TermDates,
} from '@crm/core/contract-types/term';
import { isCalendarDate } from '@crm/core/validation/optional';
import { formatAmountInput, parseAmount } from '../../../lib/format-amount';
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
  noticeMonths: string;
  decisionWeeks: string;
  /** As typed: `1.234,56`. */
  value: string;
  status: string;
  ownerId: string;
  notes: string;
};

export type ContractParty = { id: string; name: string };

/** A new contract: Concept, the signed-in user as Eigenaar, a party when it comes from its page. */
export function newContractValues(
  ownerId: string,
  parties: { customer?: ContractParty | undefined; supplier?: ContractParty | undefined } = {},
): ContractFormValues {
  return {
    title: '',
    customerId: parties.customer?.id ?? '',
    customerName: parties.customer?.name ?? '',
    supplierId: parties.supplier?.id ?? '',
    supplierName: parties.supplier?.name ?? '',
    typeId: '',
    startDate: '',
    firstTermMonths: '',
    renewal: 'stilzwijgend',
    renewalTermMonths: '',
    noticeMonths: '',
    decisionWeeks: String(DEFAULT_DECISION_WEEKS),
    value: '',
    status: 'concept',
    ownerId,
    notes: '',
  };
}

export function contractValuesOf(contract: ContractRecord): ContractFormValues {
  return {
    title: contract.title,
    customerId: contract.customerId,
    customerName: contract.customerName,
    supplierId: contract.supplierId,
    supplierName: contract.supplierName,
    typeId: contract.typeId ?? '',
    startDate: contract.startDate,
    firstTermMonths: String(contract.firstTermMonths),
    renewal: contract.renewal,
    renewalTermMonths: contract.renewal === 'geen' ? '' : String(contract.renewalTermMonths),
    noticeMonths: String(contract.noticeMonths),
    decisionWeeks: String(contract.decisionWeeks),
    value: formatAmountInput(contract.value),
    status: contract.status,
    ownerId: contract.ownerId ?? '',
    notes: contract.notes ?? '',
  };
}

/** An empty number field is missing (the schema says so), not 0. */
const count = (text: string) => (text.trim() === '' ? undefined : text.trim());

/**
 * The schema's input. Without renewal the Verlengingstermijn is hidden and means nothing: the first
 * term stands in for it, as the API stores it.
 */
export function toContractInput(values: ContractFormValues) {
  const { customerName: _customer, supplierName: _supplier, ...input } = values;
  return {
    ...input,
    firstTermMonths: count(values.firstTermMonths),
    renewalTermMonths: count(values.renewal === 'geen' ? values.firstTermMonths : values.renewalTermMonths),
    noticeMonths: count(values.noticeMonths),
    decisionWeeks: count(values.decisionWeeks),
    value: parseAmount(values.value),
  };
}

export const contractResolver = schemaResolver(contractInputSchema, toContractInput);

const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/**
 * The dates the form's values give on `today` (the live preview), with the same function the API
 * stores them with; null while the term is incomplete or has a problem the fields will name.
 */
export function previewDates(values: ContractFormValues, today: string): TermDates | null {
  const renewal = renewalKinds.find((kind) => kind === values.renewal);
  if (!renewal || !isCalendarDate(values.startDate)) return null;
  const firstTermMonths = whole(values.firstTermMonths);
  const term = {
    startDate: values.startDate,
    firstTermMonths,
    renewal,
    renewalTermMonths: renewal === 'geen' ? firstTermMonths : whole(values.renewalTermMonths),
    noticeMonths: whole(values.noticeMonths),
    decisionWeeks: values.decisionWeeks.trim() === '' ? DEFAULT_DECISION_WEEKS : whole(values.decisionWeeks),
  };
  if (Object.keys(termProblems(term)).length > 0) return null;
  // A new or running contract is in the period today falls in; the status decides the rest.
  return contractDates({ ...term, status: 'actief' }, today);
}
