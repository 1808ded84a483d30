import type { StaffMember } from '@crm/core/users/public';

/** Colleagues as the pickers and lists show them (the staff directory's answer, see core). */
export type { StaffMember };

export type StaffOption = { value: string; label: string };

export const UNKNOWN_USER = 'Onbekende gebruiker';

/** `Anna de Vries`, `Bram (inactief)`, or Onbekende gebruiker for an id nobody has. */
export function staffLabel(staff: readonly StaffMember[], id: string): string {
  const member = staff.find((candidate) => candidate.id === id);
  if (!member) return UNKNOWN_USER;
  return member.active ? member.name : `${member.name} (inactief)`;
}

/**
 * The choices of a field that takes a colleague (Eigenaar, Accountmanager, Toegewezen aan): the
 * active users, and the current value as it is, so opening a form changes nothing by itself.
 */
export function pickableStaff(staff: readonly StaffMember[], currentId: string | undefined): StaffOption[] {
  const options = staff
    .filter((member) => member.active)
    .map((member) => ({ value: member.id, label: member.name }));
  if (currentId && !options.some((option) => option.value === currentId)) {
    options.push({ value: currentId, label: staffLabel(staff, currentId) });
  }
  return options;
}

/** The choices of a filter on a colleague: everyone, the deactivated marked as such. */
export function staffFilterOptions(staff: readonly StaffMember[]): StaffOption[] {
  return staff.map((member) => ({ value: member.id, label: staffLabel(staff, member.id) }));
}
