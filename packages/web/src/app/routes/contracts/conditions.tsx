import type { QueryClient } from '@tanstack/react-query';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { PageHeader } from '../../../components/ui/page-header';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { getConditionsQueryOptions } from '../../../features/contract-conditions/api/get-conditions';
import { ConditionsPanel } from '../../../features/contract-conditions/components/conditions-panel';
import { getContractQueryOptions, useContract } from '../../../features/contracts/api/get-contract';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useContractAccess, useMayRevokeReviews } from './contract-access';

export const clientLoader =
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs) => {
    const id = params.id ?? '';
    void queryClient.prefetchQuery(getConditionsQueryOptions(id));
    await queryClient.ensureQueryData(getContractQueryOptions(id));
    return null;
  };

/** A contract's conditions as a page of their own: the same list as the contract's Voorwaarden tab. */
export function Component() {
  const { id = '' } = useParams();
  const { data: contract } = useContract(id);
  const access = useContractAccess();
  const mayRevoke = useMayRevokeReviews(contract);
  useDocumentTitle(contract ? `Voorwaarden ${contract.number}` : 'Voorwaarden');
  if (!contract) return <LoadingScreen />;
  return (
    <>
      <PageHeader
        back={<TextLink to={paths.contracts.detail.getHref(id)}>← Terug naar {contract.number}</TextLink>}
        title="Voorwaarden"
        description={`${contract.number} · ${contract.title}`}
      />
      <ConditionsPanel contract={contract} canUpdate={access.update} canRevoke={mayRevoke} />
    </>
  );
}
