import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractRecordSchema, type ContractRecord } from '@crm/core/contracts/public';
import { parseRecordAnswer } from '@crm/core/db/record';
import { api } from '../../../lib/api';
import { contractApiPath, contractDetailKey } from './contract-keys';

export type { ContractRecord };

export async function fetchContract(id: string, signal?: AbortSignal): Promise<ContractRecord> {
  return parseRecordAnswer(contractRecordSchema, await api.get(contractApiPath(id), { signal }));
}

export const getContractQueryOptions = (id: string) =>
  queryOptions({
    queryKey: contractDetailKey(id),
    queryFn: ({ signal }) => fetchContract(id, signal),
  });

export function useContract(id: string) {
  return useQuery(getContractQueryOptions(id));
}
