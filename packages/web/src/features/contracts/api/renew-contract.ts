import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractRecordSchema } from '@crm/core/contracts/public';
import { parseRecordAnswer } from '@crm/core/db/record';
import { api } from '../../../lib/api';
import { isConflict } from '../../../lib/form-errors';
import { contractApiPath, contractDetailKey, contractHistoryKey, contractsListKey } from './contract-keys';
import type { ContractRecord } from './get-contract';

/**
 * Verlenging vastleggen: one more agreed renewal of an explicitly renewed contract, as last seen
 * (`version`; 409 when it changed since, and the page then loads the contract as it is now). The
 * answer is the contract with its new period; its history and todos (the page's `onRenewed`)
 * follow.
 */
export function useRenewContract(id: string, onRenewed?: () => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (version: number): Promise<ContractRecord> =>
      parseRecordAnswer(contractRecordSchema, await api.post(`${contractApiPath(id)}/renewal`, { version })),
    onSuccess: async (record) => {
      queryClient.setQueryData(contractDetailKey(id), record);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: contractsListKey }),
        queryClient.invalidateQueries({ queryKey: contractHistoryKey(id) }),
        onRenewed?.(),
      ]);
    },
    onError: async (error) => {
      if (isConflict(error)) await queryClient.invalidateQueries({ queryKey: contractDetailKey(id) });
    },
  });
}
