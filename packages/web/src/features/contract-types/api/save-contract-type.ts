import type { ContractTypeInput } from '@crm/core/contract-types/schema';
import { parseRecordAnswer } from '@crm/core/db/record';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import {
  contractTypeApiPath,
  contractTypeRecordSchema,
  refreshContractTypes,
  type ContractTypeRecord,
} from './contract-type-record';

type SaveVariables = { values: ContractTypeInput; version: number };

/** A new type (`id` absent), or a type saved as last seen (`version`): 409 when saved since. */
export async function saveContractType(
  id: string | null,
  { values, version }: SaveVariables,
): Promise<ContractTypeRecord> {
  const answer = id
    ? await api.put(contractTypeApiPath(id), { ...values, version })
    : await api.post(contractTypeApiPath(), values);
  return parseRecordAnswer(contractTypeRecordSchema, answer);
}

/** Create (`id` null) or edit one type; the list loads again afterwards. */
export function useSaveContractType(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: SaveVariables) => saveContractType(id, variables),
    onSuccess: () => refreshContractTypes(queryClient),
  });
}
