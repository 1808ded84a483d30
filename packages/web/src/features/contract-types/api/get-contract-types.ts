import { contractTypeListSchema } from '@crm/core/contract-types/public';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { contractTypeApiPath, contractTypesListKey, type ContractTypeRecord } from './contract-type-record';

/** Every contract type, sorted by name (the API reads them all: a type list is small). */
export async function fetchContractTypes(signal?: AbortSignal): Promise<ContractTypeRecord[]> {
  return contractTypeListSchema.parse(await api.get(contractTypeApiPath(), { signal })).items;
}

/** The list screen and, later, the contract form's type select read these same options. */
export const getContractTypesQueryOptions = () =>
  queryOptions({ queryKey: contractTypesListKey, queryFn: ({ signal }) => fetchContractTypes(signal) });

export function useContractTypes() {
  return useQuery(getContractTypesQueryOptions());
}
