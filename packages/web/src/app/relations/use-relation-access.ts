import { hasPermission, useUser } from '../../features/auth/api/get-user';
import {
  financialPermission,
  relationPermission,
  type RelationKind,
} from '../../features/relations/lib/relation-kinds';

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
    create: hasPermission(user, relationPermission(kind, 'create')),
    update: hasPermission(user, relationPermission(kind, 'update')),
    delete: hasPermission(user, relationPermission(kind, 'delete')),
    financial: financial !== null && hasPermission(user, financial),
  };
}
