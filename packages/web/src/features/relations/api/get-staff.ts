import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffAnswerSchema } from '@crm/core/users/public';
import { api } from '../../../lib/api';
import { staffLabel, type StaffMember } from '../../../lib/staff';

export type { StaffMember };

const collator = new Intl.Collator('nl');

/** Every user, by name, with whether they are active (only active ones can be picked). */
export async function fetchStaff(signal?: AbortSignal): Promise<StaffMember[]> {
  const { items } = staffAnswerSchema.parse(await api.get('/api/directory/staff', { signal }));
  return items.sort((a, b) => collator.compare(a.name, b.name));
}

export const staffKey = ['directory', 'staff'] as const;

export const getStaffQueryOptions = () =>
  queryOptions({
    queryKey: staffKey,
    queryFn: ({ signal }) => fetchStaff(signal),
    // Colleagues come and go rarely; a list a few minutes old is fine for a picker.
    staleTime: 5 * 60_000,
  });

export function useStaff() {
  return useQuery(getStaffQueryOptions());
}

/** The name to show for an owner id (null while the list loads or without an owner). */
export function staffName(staff: readonly StaffMember[] | undefined, id: string | undefined): string | null {
  if (!id || !staff) return null;
  return staffLabel(staff, id);
}
