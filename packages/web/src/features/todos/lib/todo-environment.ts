import type { TodoLinkKind } from '@crm/core/todos/schema';
import type { SelectOption } from '../../../components/ui/select-field';
import { pickableStaff, staffLabel, type StaffMember } from '../../../lib/staff';

export type TodoAccess = { create: boolean; update: boolean; delete: boolean };

/**
 * What the todo screens need from the rest of the app: who is signed in, the staff (names and the
 * assignee picker) and what the user may do. The app gives it (features do not import each other).
 */
export type TodoEnvironment = {
  currentUser: { id: string; name: string };
  /** Undefined while the staff list loads. */
  staff: readonly StaffMember[] | undefined;
  access: TodoAccess;
  /** The kinds of record the user may view, so may link a todo to. */
  linkKinds: readonly TodoLinkKind[];
};

/** The assignee's name (marked when deactivated); empty while the staff list loads. */
export function assigneeName(env: TodoEnvironment, id: string): string {
  if (id === env.currentUser.id) return env.currentUser.name;
  return env.staff ? staffLabel(env.staff, id) : '';
}

/** The choices of Toegewezen aan: the active users, with the current value kept as it is. */
export function assigneeOptions(env: TodoEnvironment, currentId: string): SelectOption[] {
  return pickableStaff(env.staff ?? [{ ...env.currentUser, active: true }], currentId);
}
