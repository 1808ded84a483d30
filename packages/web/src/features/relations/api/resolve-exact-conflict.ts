import {
  exactStateAnswerSchema,
  type ConflictResolution,
  type ExactStateAnswer,
} from '@crm/core/relations/exact-state';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { relationDetailKey } from '../../../lib/relations/get-relation';
import type { FinancialKind } from './get-financial';
import { relationHistoryKey } from './get-relation-history';
import { relationApiPath } from './records';

/** Staff choose which value stands per field, or which Exact account is this record. */
export async function resolveExactConflict(
  kind: FinancialKind,
  id: string,
  resolution: ConflictResolution,
): Promise<ExactStateAnswer> {
  return exactStateAnswerSchema.parse(
    await api.post(`${relationApiPath(kind, id)}/exact/resolve`, resolution),
  );
}

export function useResolveExactConflict(kind: FinancialKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (resolution: ConflictResolution) => resolveExactConflict(kind, id, resolution),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: relationDetailKey(kind, id) }),
        queryClient.invalidateQueries({ queryKey: relationHistoryKey(kind, id) }),
      ]);
    },
  });
}
