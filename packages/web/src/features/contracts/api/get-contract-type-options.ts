import { contractTypeListSchema, type ContractTypeRecord } from '@crm/core/contract-types/public';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The contract types the form offers (a type list is small: the API answers all of them). */
export async function fetchContractTypeOptions(signal?: AbortSignal): Promise<ContractTypeRecord[]> {
  return contractTypeListSchema.parse(await api.get('/api/contract-types', { signal })).items;
}

export const getContractTypeOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['contract-types', 'options'],
    queryFn: ({ signal }) => fetchContractTypeOptions(signal),
    staleTime: 60_000,
  });

export function useContractTypeOptions() {
  return useQuery(getContractTypeOptionsQueryOptions());
}
