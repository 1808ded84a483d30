import { ButtonLink } from '../../components/ui/button-link';
import type { RouteTab } from '../../components/ui/route-tabs';
import { paths } from '../../config/paths';
import { useContracts } from '../../features/contracts/api/get-contracts';
import { ContractTable } from '../../features/contracts/components/contract-table';
import { defaultContractFilters } from '../../features/contracts/lib/contract-filters';
import { useContractAccess } from '../routes/contracts/contract-access';

type Party = { kind: 'customer' | 'supplier'; id: string; name: string };

/** The Contracten tab of a customer or supplier (`?tab=contracten`): its contracts, soonest notice first. */
export function contractsTab(party: Party): RouteTab {
  return { id: 'contracten', label: 'Contracten', content: <PartyContracts party={party} /> };
}

function PartyContracts({ party }: { party: Party }) {
  const access = useContractAccess();
  const query = useContracts({
    ...defaultContractFilters,
    [party.kind === 'customer' ? 'customerId' : 'supplierId']: party.id,
  });
  return (
    <div className="space-y-4">
      {access.create && (
        <div className="flex justify-end">
          <ButtonLink to={paths.contracts.create.getHref({ kind: party.kind, id: party.id })} variant="ghost">
            Contract toevoegen
          </ButtonLink>
        </div>
      )}
      <ContractTable query={query} caption={`Contracten van ${party.name}`} canDelete={false} />
    </div>
  );
}
