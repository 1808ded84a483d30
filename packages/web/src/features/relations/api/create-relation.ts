import { parseRecordAnswer } from '@crm/core/db/record';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { RelationKind } from '../lib/relation-kinds';
import { relationsListKey } from './get-relations';
import { recordSchemaOf, relationApiPath, type RelationRecords } from './records';
import type { RelationInputs } from './relation-input';

export async function createRelation<K extends RelationKind>(
  kind: K,
  input: RelationInputs[K],
): Promise<RelationRecords[K]> {
  const answer = await api.post(relationApiPath(kind), input);
  return parseRecordAnswer(recordSchemaOf(kind), answer);
}

/** Variables carry a version like an update's, so one form drives both; a new record has none. */
export function useCreateRelation<K extends RelationKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ values }: { values: RelationInputs[K]; version: number }) => createRelation(kind, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: relationsListKey(kind) }),
  });
}
