import { recordPermission } from '@crm/core/auth/permissions';
import { todoLinkKinds } from '@crm/core/todos/schema';
import { hasPermission, useUser } from '../../../features/auth/api/get-user';
import { useStaff } from '../../../features/relations/api/get-staff';
import type { TodoEnvironment } from '../../../features/todos/lib/todo-environment';

/**
 * What the todo screens need from the identity and the staff directory (features do not import
 * each other, so they meet here). Null only while the app is signing out.
 */
export function useTodoEnvironment(): TodoEnvironment | null {
  const user = useUser();
  const { data: staff } = useStaff();
  if (!user) return null;
  return {
    currentUser: { id: user.id, name: user.name },
    staff,
    access: {
      create: hasPermission(user, 'todos.create'),
      update: hasPermission(user, 'todos.update'),
      delete: hasPermission(user, 'todos.delete'),
    },
    linkKinds: todoLinkKinds.filter((kind) => hasPermission(user, recordPermission(kind))),
  };
}
