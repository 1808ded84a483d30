import { pickableStaff, type StaffMember, type StaffOption } from '../../lib/staff';

export type OwnerOption = StaffOption;

/** The choices of an Eigenaar or Accountmanager field: nobody, then the colleagues one may pick. */
export function ownerOptions(
  staff: readonly StaffMember[],
  currentId: string | undefined,
  noneLabel: string,
): OwnerOption[] {
  return [{ value: '', label: noneLabel }, ...pickableStaff(staff, currentId)];
}
