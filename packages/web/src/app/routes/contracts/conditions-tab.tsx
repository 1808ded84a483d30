import type { RouteTab } from '../../../components/ui/route-tabs';
import type { ContractRecord } from '../../../features/contracts/api/get-contract';
import { ConditionsPanel } from '../../../features/contract-conditions/components/conditions-panel';
import { EvidencePanel } from '../../../features/contract-conditions/components/evidence-panel';

/** The Voorwaarden and Bewijs tabs of a contract's page (the features meet here, decision 014). */
export function conditionTabs(
  contract: ContractRecord,
  access: { update: boolean; revoke: boolean },
): RouteTab[] {
  return [
    {
      id: 'voorwaarden',
      label: 'Voorwaarden',
      content: <ConditionsPanel contract={contract} canUpdate={access.update} canRevoke={access.revoke} />,
    },
    {
      id: 'bewijs',
      label: 'Bewijs',
      content: <EvidencePanel contractId={contract.id} contractNumber={contract.number} />,
    },
  ];
}
