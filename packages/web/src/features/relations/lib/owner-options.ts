import type { StaffMember } from '../api/get-staff';

export type OwnerOption = { value: string; label: string };

/**
 * The choices of an Eigenaar or Accountmanager field: nobody, then the active users. An owner who
 * has been deactivated since stays selectable as it is, so opening the form changes nothing.
 */
export function ownerOptions(
  staff: readonly StaffMember[],
  currentId: string | undefined,
  noneLabel: string,
): OwnerOption[] {
  const options = [{ value: '', label: noneLabel }, ...staff.map((m) => ({ value: m.id, label: m.name }))];
  if (currentId && !staff.some((member) => member.id === currentId)) {
    options.push({ value: currentId, label: 'Onbekende gebruiker' });
  }
  return options;
}
