import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { dutchToday } from '@crm/core/nl/date';
import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { ButtonLink } from '../../../components/ui/button-link';
import { Card } from '../../../components/ui/card';
import { FactList } from '../../../components/ui/fact-list';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { PageHeader } from '../../../components/ui/page-header';
import { RouteTabs, type RouteTab } from '../../../components/ui/route-tabs';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { hasPermission, useUser } from '../../../features/auth/api/get-user';
import { getContractQueryOptions, useContract } from '../../../features/contracts/api/get-contract';
import { otherFacts, termFacts } from '../../../features/contracts/components/contract-facts';
import { ContractHeader } from '../../../features/contracts/components/contract-header';
import { DeleteContractButton } from '../../../features/contracts/components/delete-contract-button';
import { RenewContractButton } from '../../../features/contracts/components/renew-contract-button';
import { getStaffQueryOptions, staffName, useStaff } from '../../../features/relations/api/get-staff';
import { refreshTodos } from '../../../features/todos/api/todo-record';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { filesTab } from '../../record-tabs/files-tab';
import { historyTab } from '../../record-tabs/history-tab';
import { todosTab } from '../../record-tabs/todos-tab';
import { conditionTabs } from './conditions-tab';
import { useContractAccess, useMayRevokeReviews } from './contract-access';

export const clientLoader =
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs) => {
    void queryClient.prefetchQuery(getStaffQueryOptions());
    await queryClient.ensureQueryData(getContractQueryOptions(params.id ?? ''));
    return null;
  };

/**
 * A contract: header with its parties and dates, actions, then tabs (open tab in `?tab=`): Gegevens,
 * Voorwaarden, Bewijs, Bestanden, Todo's (linked to the contract) and Geschiedenis.
 */
export function Component() {
  const { id = '' } = useParams();
  const { data: contract } = useContract(id);
  const { data: staff } = useStaff();
  const access = useContractAccess();
  const mayRevoke = useMayRevokeReviews(contract);
  const canViewTodos = hasPermission(useUser(), 'todos.view');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useDocumentTitle(contract ? `${contract.number} ${contract.title}` : 'Contract');
  if (!contract) return <LoadingScreen />;

  const tabs: RouteTab[] = [
    {
      id: 'gegevens',
      label: 'Gegevens',
      content: (
        <div className="grid items-start gap-6 lg:grid-cols-2">
          <Card title="Looptijd">
            <FactList facts={termFacts(contract, dutchToday())} />
          </Card>
          <Card title="Overig">
            <FactList facts={otherFacts(contract)} />
          </Card>
        </div>
      ),
    },
    ...conditionTabs(contract, { update: access.update, revoke: mayRevoke }),
    filesTab({ kind: 'contract', id }, access.update),
    ...(canViewTodos ? [todosTab({ kind: 'contract', id, name: contract.title })] : []),
    historyTab({ kind: 'contract', id }),
  ];

  return (
    <>
      <PageHeader
        back={<TextLink to={paths.contracts.list.getHref()}>← Terug naar contracten</TextLink>}
        title={contract.title}
        description={<ContractHeader contract={contract} ownerName={staffName(staff, contract.ownerId)} />}
        actions={
          <>
            {access.update && (
              <RenewContractButton contract={contract} onRenewed={() => refreshTodos(queryClient)} />
            )}
            {access.update && (
              <ButtonLink to={paths.contracts.edit.getHref(id)} variant="ghost">
                Bewerken
              </ButtonLink>
            )}
            {access.delete && (
              <DeleteContractButton
                contract={contract}
                onDeleted={() => void navigate(paths.contracts.list.getHref(), { replace: true })}
              />
            )}
          </>
        }
      />
      <RouteTabs tabs={tabs} label={`Over ${contract.number}`} />
    </>
  );
}
