import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { ButtonLink } from '../../../components/ui/button-link';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { getContractsQueryOptions, useContracts } from '../../../features/contracts/api/get-contracts';
import { ContractListFilters } from '../../../features/contracts/components/contract-list-filters';
import { ContractTable } from '../../../features/contracts/components/contract-table';
import {
  parseContractFilters,
  serialiseContractFilters,
  toContractsQuery,
  toggleContractSort,
} from '../../../features/contracts/lib/contract-filters';
import { ExportMenu } from '../../../features/export/components/export-menu';
import { getStaffQueryOptions, useStaff } from '../../../features/relations/api/get-staff';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useUrlView } from '../../../hooks/use-url-view';
import { useContractAccess } from './contract-access';

/** Loaders only warm the cache; owner names fill in when the staff list arrives. */
export const clientLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    void queryClient.prefetchQuery(getStaffQueryOptions());
    const filters = parseContractFilters(new URL(request.url).searchParams);
    await queryClient.ensureInfiniteQueryData(getContractsQueryOptions(filters));
    return null;
  };

/** The contracts list: search, filters and sort live in the URL, so a link reproduces the view. */
export function Component() {
  useDocumentTitle('Contracten');
  const access = useContractAccess();
  const { view: filters, showView } = useUrlView({
    parse: parseContractFilters,
    serialise: serialiseContractFilters,
  });
  const query = useContracts(filters);
  const { data: staff } = useStaff();

  return (
    <>
      <PageHeader
        title="Contracten"
        description="De contracten tussen onze klanten en leveranciers, met hun opzegdata."
        actions={
          <>
            <ExportMenu list="contracts" query={toContractsQuery(filters)} />
            {access.create && (
              <ButtonLink to={paths.contracts.create.getHref()}>Contract toevoegen</ButtonLink>
            )}
          </>
        }
      />
      <div className="space-y-6">
        <ContractListFilters filters={filters} onChange={showView} staff={staff} />
        <ContractTable
          query={query}
          caption="Contracten"
          canDelete={access.delete}
          sort={{
            field: filters.sort,
            order: filters.order,
            onSort: (field) => {
              const { sort, order } = toggleContractSort(filters, field);
              showView({ sort, order }, { replace: false });
            },
          }}
        />
      </div>
    </>
  );
}
