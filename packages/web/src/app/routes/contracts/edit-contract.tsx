import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { Card } from '../../../components/ui/card';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { PageHeader } from '../../../components/ui/page-header';
import { TextLink } from '../../../components/ui/text-link';
import { UnsavedChangesDialog } from '../../../components/ui/unsaved-changes-dialog';
import { paths } from '../../../config/paths';
import { getContractQueryOptions, useContract } from '../../../features/contracts/api/get-contract';
import { hasPermission, useUser } from '../../../features/auth/api/get-user';
import { EditContractForm } from '../../../features/contracts/components/contract-form';
import { getStaffQueryOptions, useStaff } from '../../../features/relations/api/get-staff';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useUnsavedChanges } from '../../../hooks/use-unsaved-changes';

export const clientLoader =
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs) => {
    await Promise.all([
      queryClient.ensureQueryData(getStaffQueryOptions()),
      queryClient.ensureQueryData(getContractQueryOptions(params.id ?? '')),
    ]);
    return null;
  };

/** Editing a contract as it was loaded; a stale save is refused (409). */
export function Component() {
  useDocumentTitle('Contract bewerken');
  const { id = '' } = useParams();
  const { data: contract } = useContract(id);
  const { data: staff } = useStaff();
  const user = useUser();
  const navigate = useNavigate();
  const [isDirty, setIsDirty] = useState(false);
  const { blocker, allowLeaving } = useUnsavedChanges(isDirty);
  if (!contract || !staff) return <LoadingScreen />;

  const detailHref = paths.contracts.detail.getHref(id);
  return (
    <>
      <PageHeader
        back={<TextLink to={detailHref}>← Terug naar {contract.number}</TextLink>}
        title="Contract bewerken"
        description={`${contract.number} · ${contract.title}`}
      />
      <Card className="max-w-4xl">
        <EditContractForm
          // A fresh load of another contract starts a fresh form; a reload after a conflict does not.
          key={id}
          contract={contract}
          staff={staff}
          mayViewTypes={hasPermission(user, 'contract_types.view')}
          cancelHref={detailHref}
          onDirtyChange={setIsDirty}
          onSaved={() => {
            allowLeaving();
            void navigate(detailHref);
          }}
        />
      </Card>
      <UnsavedChangesDialog blocker={blocker} />
    </>
  );
}
