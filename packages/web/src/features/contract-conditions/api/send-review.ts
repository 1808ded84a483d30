import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reviewRecordSchema, type ReviewRecord } from '@crm/core/contract-conditions/public';
import type { ReviewInput } from '@crm/core/contract-conditions/schema';
import { parseRecordAnswer } from '@crm/core/db/record';
import { api } from '../../../lib/api';
import { conditionsRootKey, reviewApiPath } from './condition-keys';

/** "Ter beoordeling versturen": mails the link; the conditions sent become Ter beoordeling. */
export function useSendReview(contractId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ values }: { values: ReviewInput }): Promise<ReviewRecord> =>
      parseRecordAnswer(reviewRecordSchema, await api.post(reviewApiPath(contractId), values)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conditionsRootKey(contractId) }),
  });
}
