import { queryOptions, useQuery } from '@tanstack/react-query';
import { historyAnswerSchema } from '@crm/core/db/history-entry';
import { api } from '../../../lib/api';
import { contractApiPath, contractHistoryKey } from './contract-keys';

export const getContractHistoryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: contractHistoryKey(id),
    queryFn: async ({ signal }) =>
      historyAnswerSchema.parse(await api.get(`${contractApiPath(id)}/history`, { signal })).items,
    // Always the latest when the tab opens: a change made a minute ago must be in it.
    staleTime: 0,
  });

export function useContractHistory(id: string) {
  return useQuery(getContractHistoryQueryOptions(id));
}
