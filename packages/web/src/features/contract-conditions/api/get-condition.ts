import { queryOptions, useQuery } from '@tanstack/react-query';
import { conditionDetailSchema, type ConditionDetail } from '@crm/core/contract-conditions/public';
import { api } from '../../../lib/api';
import { conditionApiPath, conditionDetailKey } from './condition-keys';

export type { ConditionDetail };

/** A condition with its text versions (newest first) and the evidence of its decisions. */
export const getConditionQueryOptions = (contractId: string, conditionId: string) =>
  queryOptions({
    queryKey: conditionDetailKey(contractId, conditionId),
    queryFn: async ({ signal }) =>
      conditionDetailSchema.parse(await api.get(conditionApiPath(contractId, conditionId), { signal })),
  });

export function useCondition(contractId: string, conditionId: string) {
  return useQuery(getConditionQueryOptions(contractId, conditionId));
}
