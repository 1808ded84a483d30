import type { TodoLinkKind } from '@crm/core/todos/schema';
import type { SelectOption } from '../../../components/ui/select-field';

export type StaffMember = { id: string; name: string };

export type TodoAccess = { create: boolean; update: boolean; delete: boolean };

/**
 * What the todo screens need from the rest of the app: who is signed in, the staff (names and the
 * assignee picker) and what the user may do. The app gives it (features do not import each other).
 */
export type TodoEnvironment = {
  currentUser: StaffMember;
  /** Undefined while the staff list loads. */
  staff: readonly StaffMember[] | undefined;
  access: TodoAccess;
  /** The kinds of record the user may view, so may link a todo to. */
  linkKinds: readonly TodoLinkKind[];
};

export const UNKNOWN_USER = 'Onbekende gebruiker';

/** The assignee's name; someone deactivated since is no longer in the staff list. */
export function assigneeName(env: TodoEnvironment, id: string): string {
  if (id === env.currentUser.id) return env.currentUser.name;
  return env.staff?.find((member) => member.id === id)?.name ?? (env.staff ? UNKNOWN_USER : '');
}

/**
 * The choices of Toegewezen aan: the active users, with the current value kept (as Onbekende
 * gebruiker when deactivated) so opening a form changes nothing by itself.
 */
export function assigneeOptions(env: TodoEnvironment, currentId: string): SelectOption[] {
  const staff = env.staff ?? [env.currentUser];
  const options = staff.map((member) => ({ value: member.id, label: member.name }));
  if (currentId && !staff.some((member) => member.id === currentId)) {
    options.push({ value: currentId, label: assigneeName(env, currentId) || UNKNOWN_USER });
  }
  return options;
}
