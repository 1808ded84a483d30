import { queryOptions, useQuery } from '@tanstack/react-query';
import { conditionListSchema, type ConditionRecord } from '@crm/core/contract-conditions/public';
import { api } from '../../../lib/api';
import { conditionApiPath, conditionListKey } from './condition-keys';

export type { ConditionRecord };

/** Every condition of a contract, in the order of their position (at most 100: one answer). */
export const getConditionsQueryOptions = (contractId: string) =>
  queryOptions({
    queryKey: conditionListKey(contractId),
    queryFn: async ({ signal }) =>
      conditionListSchema.parse(await api.get(conditionApiPath(contractId), { signal })).items,
  });

export function useConditions(contractId: string) {
  return useQuery(getConditionsQueryOptions(contractId));
}
