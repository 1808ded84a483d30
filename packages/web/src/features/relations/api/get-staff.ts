import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api';

const staffSchema = z.object({ items: z.array(z.object({ id: z.string(), name: z.string() })) });

export type StaffMember = z.infer<typeof staffSchema>['items'][number];

const collator = new Intl.Collator('nl');

/** The active users, by name: who can be Eigenaar or Accountmanager. */
export async function fetchStaff(signal?: AbortSignal): Promise<StaffMember[]> {
  const { items } = staffSchema.parse(await api.get('/api/directory/staff', { signal }));
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

/** The name to show for an owner id: someone deactivated since is no longer in the list. */
export function staffName(staff: readonly StaffMember[] | undefined, id: string | undefined): string | null {
  if (!id) return null;
  return staff?.find((member) => member.id === id)?.name ?? (staff ? 'Onbekende gebruiker' : null);
}
