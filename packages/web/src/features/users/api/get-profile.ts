import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileAnswerSchema as profileSchema, type ProfileAnswer } from '@crm/core/users/public';
import { api } from '../../../lib/api';

export type Profile = ProfileAnswer;

export async function fetchProfile(signal?: AbortSignal): Promise<Profile> {
  return profileSchema.parse(await api.get('/api/profile', { signal }));
}

export const profileKey = ['profile'] as const;

export const getProfileQueryOptions = () =>
  queryOptions({ queryKey: profileKey, queryFn: ({ signal }) => fetchProfile(signal) });

export function useProfile() {
  return useQuery(getProfileQueryOptions());
}
