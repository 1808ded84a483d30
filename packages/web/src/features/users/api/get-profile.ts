import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api';
import { userRecordSchema } from './user-record';

const profileSchema = z.object({
  record: userRecordSchema,
  roleLabel: z.string(),
  // Plain strings: a permission the server adds later must not make the page unreadable.
  permissions: z.array(z.string()),
});

export type Profile = z.infer<typeof profileSchema>;

export async function fetchProfile(signal?: AbortSignal): Promise<Profile> {
  return profileSchema.parse(await api.get('/api/profile', { signal }));
}

export const profileKey = ['profile'] as const;

export const getProfileQueryOptions = () =>
  queryOptions({ queryKey: profileKey, queryFn: ({ signal }) => fetchProfile(signal) });

export function useProfile() {
  return useQuery(getProfileQueryOptions());
}
