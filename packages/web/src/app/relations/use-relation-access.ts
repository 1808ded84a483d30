import { financialPermission, recordPermission } from '@crm/core/auth/permissions';
import { hasPermission, useUser } from '../../features/auth/api/get-user';
import type { RelationKind } from '../../features/relations/lib/relation-kinds';

export type RelationAccess = {
  create: boolean;
  update: boolean;
  delete: boolean;
  /** The financial record (customers, suppliers): view and edit. */
  financial: boolean;
};

/** What the signed-in user may do with a kind: the UI offers only that (the API checks anyway). */
export function useRelationAccess(kind: RelationKind): RelationAccess {
  const user = useUser();
  const financial = financialPermission(kind);
  return {
    create: hasPermission(user, recordPermission(kind, 'create')),
    update: hasPermission(user, recordPermission(kind, 'update')),
    delete: hasPermission(user, recordPermission(kind, 'delete')),
    financial: financial !== null && hasPermission(user, financial),
  };
}
