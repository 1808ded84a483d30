import { contractCatalogue } from '@crm/core/contracts/schema';
import { catalogueFacts } from '../../../components/fields/field-display';
import type { Fact } from '../../../components/ui/fact-list';
import { formatNoticeTerm } from '../../../lib/format-count';
import { formatDateTime } from '../../../lib/format-date';
import type { ContractRecord } from '../api/get-contract';

/** The term as agreed, on the Gegevens tab; without renewal there is no Verlengingstermijn. */
export function termFacts(contract: ContractRecord): Fact[] {
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
