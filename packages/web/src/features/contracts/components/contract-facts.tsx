import { contractCatalogue } from '@crm/core/contracts/schema';
import { catalogueFacts } from '../../../components/fields/field-display';
import type { Fact } from '../../../components/ui/fact-list';
import { formatDateTime } from '../../../lib/format-date';
import type { ContractRecord } from '../api/get-contract';

/** The term as agreed, on the Gegevens tab; without renewal there is no Verlengingstermijn. */
export function termFacts(contract: ContractRecord): Fact[] {
  return catalogueFacts(
    contractCatalogue,
    [
      'typeName',
      'startDate',
      'firstTermMonths',
      'renewal',
      ...(contract.renewal === 'geen' ? [] : (['renewalTermMonths'] as const)),
      'noticePeriod',
      'decisionWeeks',
    ],
    contract,
  );
}

export function otherFacts(contract: ContractRecord): Fact[] {
  return [
    ...catalogueFacts(contractCatalogue, ['notes'], contract),
    { label: 'Aangemaakt', value: formatDateTime(contract.createdAt) },
    { label: 'Laatst gewijzigd', value: formatDateTime(contract.updatedAt) },
  ];
}
