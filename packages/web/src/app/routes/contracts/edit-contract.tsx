import type { QueryClient } from '@tanstack/react-query';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { FormPage } from '../../../components/form/form-page';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { paths } from '../../../config/paths';
import { getContractQueryOptions, useContract } from '../../../features/contracts/api/get-contract';
import { hasPermission, useUser } from '../../../features/auth/api/get-user';
import { EditContractForm } from '../../../features/contracts/components/contract-form';
import { getStaffQueryOptions, useStaff } from '../../../features/relations/api/get-staff';
import { useDocumentTitle } from '../../../hooks/use-document-title';

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
  if (!contract || !staff) return <LoadingScreen />;

  const detailHref = paths.contracts.detail.getHref(id);
  return (
    <FormPage
      back={{ href: detailHref, label: `Terug naar ${contract.number}` }}
      title="Contract bewerken"
      description={`${contract.number} · ${contract.title}`}
    >
      {({ onDirtyChange, leave }) => (
        <EditContractForm
          // A fresh load of another contract starts a fresh form; a reload after a conflict does not.
          key={id}
          contract={contract}
          staff={staff}
          mayViewTypes={hasPermission(user, 'contract_types.view')}
          cancelHref={detailHref}
          onDirtyChange={onDirtyChange}
          onSaved={() => leave(detailHref)}
        />
      )}
    </FormPage>
  );
}
