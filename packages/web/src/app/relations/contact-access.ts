import type { QueryClient } from '@tanstack/react-query';
import { getUserQueryOptions, hasPermission } from '../../features/auth/api/get-user';
import { recordPermission } from '@crm/core/auth/permissions';
import type { RelationKind } from '../../features/relations/lib/relation-kinds';
import { noAccess } from '../no-access';

/**
 * Contact people follow their parent's permissions: adding, editing and deleting one needs the
 * parent's update permission. Without it the page shows the 403 page, as for other routes.
 */
export async function requireParentUpdate(queryClient: QueryClient, kind: RelationKind): Promise<void> {
  const user = await queryClient.ensureQueryData(getUserQueryOptions());
  if (!hasPermission(user, recordPermission(kind, 'update'))) {
    throw noAccess();
  }
}
