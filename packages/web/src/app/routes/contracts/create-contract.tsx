import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { FormPage } from '../../../components/form/form-page';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { paths } from '../../../config/paths';
import { hasPermission, useUser } from '../../../features/auth/api/get-user';
import { CreateContractForm } from '../../../features/contracts/components/contract-form';
import { newContractValues } from '../../../features/contracts/lib/contract-form';
import { getRelationQueryOptions } from '../../../lib/relations/get-relation';
import { getStaffQueryOptions, useStaff } from '../../../features/relations/api/get-staff';
import { useDocumentTitle } from '../../../hooks/use-document-title';

const partyKinds = ['customer', 'supplier'] as const;
type PartyKind = (typeof partyKinds)[number];

/** `?customerId=…` or `?supplierId=…`: the party whose page the new contract comes from. */
function partyIn(params: URLSearchParams): { kind: PartyKind; id: string } | undefined {
  for (const kind of partyKinds) {
    const id = params.get(`${kind}Id`);
    if (id) return { kind, id };
  }
  return undefined;
}

export const clientLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    const party = partyIn(new URL(request.url).searchParams);
    await Promise.all([
      queryClient.ensureQueryData(getStaffQueryOptions()),
      // A party that is gone or not visible leaves the field empty; the form still opens.
      party
        ? queryClient.ensureQueryData(getRelationQueryOptions(party.kind, party.id)).catch(() => null)
        : null,
    ]);
    return null;
  };

/** A new contract; from a customer's or supplier's page with that party filled in. */
export function Component() {
  useDocumentTitle('Contract toevoegen');
  const [searchParams] = useSearchParams();
  const party = partyIn(searchParams);
  const partyQuery = useQuery({
    ...getRelationQueryOptions(party?.kind ?? 'customer', party?.id ?? ''),
    enabled: Boolean(party),
  });
  const { data: staff } = useStaff();
  const user = useUser();
  if (!staff || !user || (party && partyQuery.isPending)) return <LoadingScreen />;

  const named = party && partyQuery.data && { id: party.id, name: partyQuery.data.record.companyName };
  const backHref = party
    ? (party.kind === 'customer' ? paths.customers : paths.suppliers).detail.getHref(party.id, 'contracten')
    : paths.contracts.list.getHref();
  return (
    <FormPage
      back={{ href: backHref, label: `Terug naar ${named ? named.name : 'contracten'}` }}
      title="Contract toevoegen"
    >
      {({ onDirtyChange, leave }) => (
        <CreateContractForm
          initialValues={newContractValues(
            user.id,
            party?.kind === 'supplier' ? { supplier: named } : { customer: named },
          )}
          staff={staff}
          mayViewTypes={hasPermission(user, 'contract_types.view')}
          cancelHref={backHref}
          onDirtyChange={onDirtyChange}
          onSaved={(contract) => {
            leave(paths.contracts.detail.getHref(contract.id), { replace: true });
          }}
        />
      )}
    </FormPage>
  );
}
