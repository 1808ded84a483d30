import { hasPermission, useUser } from '../../../features/auth/api/get-user';

export type ContractAccess = { create: boolean; update: boolean; delete: boolean };

/** What the signed-in user may do with contracts: the UI offers only that (the API checks anyway). */
export function useContractAccess(): ContractAccess {
  const user = useUser();
  return {
    create: hasPermission(user, 'contracts.create'),
    update: hasPermission(user, 'contracts.update'),
    delete: hasPermission(user, 'contracts.delete'),
  };
}
