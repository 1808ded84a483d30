import { useMutation, useQueryClient } from '@tanstack/react-query';
import { conditionRecordSchema, type ConditionRecord } from '@crm/core/contract-conditions/public';
import type { ConditionInput } from '@crm/core/contract-conditions/schema';
import { parseRecordAnswer } from '@crm/core/db/record';
import type { SaveVariables } from '../../../components/form/entity-form';
import { api } from '../../../lib/api';
import { conditionApiPath, conditionsRootKey } from './condition-keys';

/** A new condition, last in the contract's order, with status Concept. */
export function useCreateCondition(contractId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ values }: SaveVariables<ConditionInput>): Promise<ConditionRecord> =>
      parseRecordAnswer(conditionRecordSchema, await api.post(conditionApiPath(contractId), values)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conditionsRootKey(contractId) }),
  });
}

/**
 * Saves a condition as last seen (`version`): 409 when someone saved it since. A text that was sent
 * comes back as a new text version (`textVersion` one higher) with status Concept.
 */
export function useUpdateCondition(contractId: string, conditionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ values, version }: SaveVariables<ConditionInput>): Promise<ConditionRecord> =>
      parseRecordAnswer(
        conditionRecordSchema,
        await api.put(conditionApiPath(contractId, conditionId), { ...values, version }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conditionsRootKey(contractId) }),
  });
}
