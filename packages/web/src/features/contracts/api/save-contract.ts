import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractRecordSchema } from '@crm/core/contracts/public';
import type { ContractInput } from '@crm/core/contracts/schema';
import { parseRecordAnswer } from '@crm/core/db/record';
import type { SaveVariables } from '../../../components/form/entity-form';
import { api } from '../../../lib/api';
import { contractApiPath, contractDetailKey, contractHistoryKey, contractsListKey } from './contract-keys';
import type { ContractRecord } from './get-contract';

/**
 * A new contract (version 0); its number and dates come back from the API. One idempotency key per
 * form: a save sent again (a retry after a lost answer, a second click) answers the same contract.
 */
export function useCreateContract() {
  const queryClient = useQueryClient();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  return useMutation({
    mutationFn: async ({ values }: SaveVariables<ContractInput>): Promise<ContractRecord> =>
      parseRecordAnswer(
        contractRecordSchema,
        await api.post(contractApiPath(), values, { headers: { 'Idempotency-Key': idempotencyKey } }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractsListKey }),
  });
}

/** Saves a contract as last seen (`version`): 409 when someone saved it since. */
export function useUpdateContract(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ values, version }: SaveVariables<ContractInput>): Promise<ContractRecord> =>
      parseRecordAnswer(contractRecordSchema, await api.put(contractApiPath(id), { ...values, version })),
    onSuccess: async (record) => {
      queryClient.setQueryData(contractDetailKey(id), record);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: contractsListKey }),
        queryClient.invalidateQueries({ queryKey: contractHistoryKey(id) }),
      ]);
    },
  });
}
