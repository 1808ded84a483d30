import { useMutation, useQueryClient } from '@tanstack/react-query';
import { conditionRecordSchema, type ConditionRecord } from '@crm/core/contract-conditions/public';
import { parseRecordAnswer } from '@crm/core/db/record';
import { api } from '../../../lib/api';
import { conditionApiPath, conditionListKey } from './condition-keys';
import { moveInList } from '../lib/condition-order';

export type ConditionMoveVariables = { id: string; afterId: string | null };

/**
 * Moves one condition right after another (null: first), one write. The list shows the new order at
 * once and goes back to the stored order when the move is refused.
 */
export function useMoveCondition(contractId: string) {
  const queryClient = useQueryClient();
  const key = conditionListKey(contractId);
  return useMutation({
    mutationFn: async ({ id, afterId }: ConditionMoveVariables): Promise<ConditionRecord> =>
      parseRecordAnswer(
        conditionRecordSchema,
        await api.put(`${conditionApiPath(contractId, id)}/position`, { afterId }),
      ),
    onMutate: async ({ id, afterId }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ConditionRecord[]>(key);
      if (previous) queryClient.setQueryData(key, moveInList(previous, id, afterId));
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
