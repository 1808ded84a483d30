import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { contractPageSchema, type ContractPage } from '@crm/core/contracts/public';
import { api } from '../../../lib/api';
import { toContractsQuery, type ContractFilters } from '../lib/contract-filters';
import { contractApiPath, contractsListKey } from './contract-keys';

export type { ContractPage, ContractRow } from '@crm/core/contracts/public';

/** One list view, page by page: each "Meer laden" asks for the page after the last cursor only. */
export const getContractsQueryOptions = (filters: ContractFilters) =>
  infiniteQueryOptions({
    queryKey: [...contractsListKey, filters],
    queryFn: async ({ pageParam, signal }): Promise<ContractPage> =>
      contractPageSchema.parse(
        await api.get(contractApiPath(), {
          query: { ...toContractsQuery(filters), cursor: pageParam },
          signal,
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page: ContractPage) => page.cursor,
    // While another view loads, the previous rows stay (dimmed) instead of the table emptying.
    placeholderData: keepPreviousData,
  });

export function useContracts(filters: ContractFilters) {
  return useInfiniteQuery(getContractsQueryOptions(filters));
}
