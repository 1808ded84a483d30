import { contractDates } from '@crm/core/contracts/dates';
import { contractCatalogue, termOf } from '@crm/core/contracts/schema';
import { dutchDate } from '@crm/core/nl/date';
import { catalogueFacts } from '../../../components/fields/field-display';
import type { Fact } from '../../../components/ui/fact-list';
import { formatNoticeTerm } from '../../../lib/format-count';
import { formatDateTime } from '../../../lib/format-date';
import type { ContractRecord } from '../api/get-contract';
import { passedNoticeText } from '../lib/contract-dates';

/**
 * The dates the term gives on `today`, as the header computes them: the Einddatum, and for a
 * contract that still renews its Uiterlijk opzeggen (a passed one in words, with the next chance)
 * and Beslisdatum.
 */
function dateFacts(contract: ContractRecord, today: string): Fact[] {
  const dates = contractDates(contract, today);
  const facts: Fact[] = [{ label: contractCatalogue.periodEnd.label, value: dutchDate(dates.periodEnd) }];
  if (contract.renewal === 'geen' || contract.status === 'opgezegd') return facts;
  const passed = passedNoticeText(termOf(contract), { status: contract.status, ...dates }, today);
  return [
    ...facts,
    {
      label: contractCatalogue.noticeBy.label,
      value: passed ? (
        <>
          {dutchDate(dates.noticeBy)} <span className="font-semibold text-red-700">({passed})</span>
        </>
      ) : (
        dutchDate(dates.noticeBy)
      ),
    },
    { label: contractCatalogue.decideBy.label, value: dutchDate(dates.decideBy) },
  ];
}

/**
 * The term as agreed and the dates it gives today, on the Gegevens tab; without renewal there is no
 * Verlengingstermijn.
 */
export function termFacts(contract: ContractRecord, today: string): Fact[] {
  const facts = (names: Parameters<typeof catalogueFacts<ContractRecord>>[1]) =>
    catalogueFacts(contractCatalogue, names, contract);
  return [
    ...facts([
      'typeName',
      'startDate',
      'firstTermMonths',
      'renewal',
      ...(contract.renewal === 'geen' ? [] : (['renewalTermMonths'] as const)),
    ]),
    { label: contractCatalogue.noticePeriod.label, value: formatNoticeTerm(contract) },
    ...facts(['decisionWeeks']),
    ...dateFacts(contract, today),
    // Notice given: when, and (given after the last notice day) until when it holds.
    ...(contract.noticeGivenOn ? facts(['noticeGivenOn']) : []),
    ...(contract.lateNoticeEnd ? facts(['lateNoticeEnd']) : []),
  ];
}

export function otherFacts(contract: ContractRecord): Fact[] {
  return [
    ...catalogueFacts(contractCatalogue, ['notes'], contract),
    { label: 'Aangemaakt', value: formatDateTime(contract.createdAt) },
    { label: 'Laatst gewijzigd', value: formatDateTime(contract.updatedAt) },
  ];
}
