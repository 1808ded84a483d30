import { contractCatalogue as fields } from '@crm/core/contracts/schema';
import { renewalLabels } from '@crm/core/contract-types/term';
import { dutchDate } from '@crm/core/nl/date';
import type { Fact } from '../../../components/ui/fact-list';
import { formatDateTime } from '../../../lib/format-date';
import type { ContractRecord } from '../api/get-contract';

const months = (count: number) => `${count} ${count === 1 ? 'maand' : 'maanden'}`;

/** The term as agreed, on the Gegevens tab. */
export function termFacts(contract: ContractRecord): Fact[] {
  return [
    { label: fields.typeName.label, value: contract.typeName ?? null },
    { label: fields.startDate.label, value: dutchDate(contract.startDate) },
    { label: 'Looptijd', value: months(contract.firstTermMonths) },
    { label: fields.renewal.label, value: renewalLabels[contract.renewal] },
    ...(contract.renewal === 'geen'
      ? []
      : [{ label: 'Verlengingstermijn', value: months(contract.renewalTermMonths) }]),
    { label: 'Opzegtermijn', value: months(contract.noticeMonths) },
    {
      label: 'Beslistermijn',
      value: `${contract.decisionWeeks} ${contract.decisionWeeks === 1 ? 'week' : 'weken'}`,
    },
  ];
}

export function otherFacts(contract: ContractRecord): Fact[] {
  return [
    { label: fields.notes.label, value: contract.notes || null },
    { label: 'Aangemaakt', value: formatDateTime(contract.createdAt) },
    { label: 'Laatst gewijzigd', value: formatDateTime(contract.updatedAt) },
  ];
}
