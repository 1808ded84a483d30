import { queryOptions, useQuery } from '@tanstack/react-query';
import { evidenceAnswerSchema, type EvidenceAnswer } from '@crm/core/contract-conditions/public';
import { api } from '../../../lib/api';
import { evidenceApiPath, evidenceKey } from './condition-keys';

export type { EvidenceAnswer };

/**
 * Every decision on a contract's conditions, and whether the chain still holds: the API recomputes
 * it on each request, so the answer is never kept as fresh.
 */
export const getEvidenceQueryOptions = (contractId: string) =>
  queryOptions({
    queryKey: evidenceKey(contractId),
    queryFn: async ({ signal }) =>
      evidenceAnswerSchema.parse(await api.get(evidenceApiPath(contractId), { signal })),
    staleTime: 0,
  });

export function useEvidence(contractId: string) {
  return useQuery(getEvidenceQueryOptions(contractId));
}
