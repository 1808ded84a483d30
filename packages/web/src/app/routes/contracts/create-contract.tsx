import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { Card } from '../../../components/ui/card';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { PageHeader } from '../../../components/ui/page-header';
import { TextLink } from '../../../components/ui/text-link';
import { UnsavedChangesDialog } from '../../../components/ui/unsaved-changes-dialog';
import { paths } from '../../../config/paths';
import { hasPermission, useUser } from '../../../features/auth/api/get-user';
import { CreateContractForm } from '../../../features/contracts/components/contract-form';
import { newContractValues } from '../../../features/contracts/lib/contract-form';
import { getRelationQueryOptions } from '../../../lib/relations/get-relation';
import { getStaffQueryOptions, useStaff } from '../../../features/relations/api/get-staff';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useUnsavedChanges } from '../../../hooks/use-unsaved-changes';

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
  const navigate = useNavigate();
  const [isDirty, setIsDirty] = useState(false);
  const { blocker, allowLeaving } = useUnsavedChanges(isDirty);
  if (!staff || !user || (party && partyQuery.isPending)) return <LoadingScreen />;

  const named = party && partyQuery.data && { id: party.id, name: partyQuery.data.record.companyName };
  const backHref = party
    ? (party.kind === 'customer' ? paths.customers : paths.suppliers).detail.getHref(party.id, 'contracten')
    : paths.contracts.list.getHref();
  return (
    <>
      <PageHeader
        back={<TextLink to={backHref}>← Terug naar {named ? named.name : 'contracten'}</TextLink>}
        title="Contract toevoegen"
      />
      <Card className="max-w-4xl">
        <CreateContractForm
          initialValues={newContractValues(
            user.id,
            party?.kind === 'supplier' ? { supplier: named } : { customer: named },
          )}
          staff={staff}
          mayViewTypes={hasPermission(user, 'contract_types.view')}
          cancelHref={backHref}
          onDirtyChange={setIsDirty}
          onSaved={(contract) => {
            allowLeaving();
            void navigate(paths.contracts.detail.getHref(contract.id), { replace: true });
          }}
        />
      </Card>
      <UnsavedChangesDialog blocker={blocker} />
    </>
  );
}
