import { contractTypeRecordSchema, type ContractTypeRecord } from '@crm/core/contract-types/public';
import type { QueryClient } from '@tanstack/react-query';

export { contractTypeRecordSchema, type ContractTypeRecord };

export const contractTypesKey = ['contract-types'] as const;
export const contractTypesListKey = [...contractTypesKey, 'list'] as const;

/** `/api/contract-types` or `/api/contract-types/<id>`. */
export function contractTypeApiPath(id?: string): string {
  return id ? `/api/contract-types/${encodeURIComponent(id)}` : '/api/contract-types';
}

/** After a create, edit or delete the list loads again (the contract form's select reads it too). */
export async function refreshContractTypes(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: contractTypesKey });
}
