import { parseRecordAnswer } from '@crm/core/db/record';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { contactRecordSchema, type ContactRecord } from '../../relations/api/records';

export async function fetchContact(id: string, signal?: AbortSignal): Promise<ContactRecord> {
  return parseRecordAnswer(
    contactRecordSchema,
    await api.get(`/api/contacts/${encodeURIComponent(id)}`, { signal }),
  );
}

export const contactsKey = ['contacts'] as const;
export const contactDetailKey = (id: string) => [...contactsKey, 'detail', id] as const;

export const getContactQueryOptions = (id: string) =>
  queryOptions({ queryKey: contactDetailKey(id), queryFn: ({ signal }) => fetchContact(id, signal) });

export function useContact(id: string) {
  return useQuery(getContactQueryOptions(id));
}
