import { parseRecordAnswer } from '@crm/core/db/record';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { RelationKind } from '../lib/relation-kinds';
import { relationDetailKey, type RelationDetail } from '../../../lib/relations/get-relation';
import { relationHistoryKey } from './get-relation-history';
import { relationsListKey } from './get-relations';
import { recordSchemaOf, relationApiPath, type RelationRecords } from './records';
import type { RelationInputs } from './relation-input';

/** Saves a record as last seen (`version`): 409 when someone saved it since. */
export async function updateRelation<K extends RelationKind>(
  kind: K,
  id: string,
  input: RelationInputs[K],
  version: number,
): Promise<RelationRecords[K]> {
  const answer = await api.put(relationApiPath(kind, id), { ...input, version });
  return parseRecordAnswer(recordSchemaOf(kind), answer);
}

export function useUpdateRelation<K extends RelationKind>(kind: K, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ values, version }: { values: RelationInputs[K]; version: number }) =>
      updateRelation(kind, id, values, version),
    onSuccess: async (record) => {
      queryClient.setQueryData<RelationDetail<K>>(
        relationDetailKey(kind, id),
        (detail) => detail && { ...detail, record },
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: relationsListKey(kind) }),
        queryClient.invalidateQueries({ queryKey: relationHistoryKey(kind, id) }),
      ]);
    },
  });
}
