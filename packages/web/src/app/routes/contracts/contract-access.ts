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

/**
 * Who may revoke a review link of a contract: its owner or a Beheerder, as the API decides; the UI
 * offers Intrekken only to them.
 */
export function useMayRevokeReviews(contract: { ownerId: string } | undefined): boolean {
  const user = useUser();
  return Boolean(user && contract && (user.role === 'beheerder' || user.id === contract.ownerId));
}
