import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { contractTypeApiPath, refreshContractTypes, type ContractTypeRecord } from './contract-type-record';

/** Deletes a type as last seen: 409 when it changed since, or when contracts use it (with how many). */
export async function deleteContractType(type: ContractTypeRecord): Promise<void> {
  await api.delete(contractTypeApiPath(type.id), { query: { version: type.version } });
}

export function useDeleteContractType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContractType,
    onSuccess: () => refreshContractTypes(queryClient),
  });
}
