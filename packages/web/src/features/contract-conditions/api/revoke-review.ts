import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reviewRecordSchema, type ReviewRecord } from '@crm/core/contract-conditions/public';
import { parseRecordAnswer } from '@crm/core/db/record';
import { api } from '../../../lib/api';
import { conditionsRootKey, reviewApiPath } from './condition-keys';

/** Revokes a review's link (the contract's owner or a Beheerder): it opens nothing any more. */
export function useRevokeReview(contractId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (reviewId: string): Promise<ReviewRecord> =>
      parseRecordAnswer(reviewRecordSchema, await api.post(`${reviewApiPath(contractId, reviewId)}/revoke`)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: conditionsRootKey(contractId) }),
  });
}
