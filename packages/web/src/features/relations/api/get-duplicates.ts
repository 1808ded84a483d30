import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api';

const duplicatesSchema = z.object({
  items: z.array(
    z.object({
      kind: z.enum(['lead', 'customer', 'supplier']),
      id: z.string(),
      field: z.enum(['kvk', 'vat', 'email']),
      label: z.string(),
      number: z.string().optional(),
    }),
  ),
});

export type DuplicateHit = z.infer<typeof duplicatesSchema>['items'][number];

/** What to look for; empty values are left out, `exclude` is the record being edited. */
export type DuplicateQuery = { kvk?: string; vat?: string; email?: string; exclude?: string };

export async function fetchDuplicates(query: DuplicateQuery, signal?: AbortSignal): Promise<DuplicateHit[]> {
  return duplicatesSchema.parse(await api.get('/api/directory/duplicates', { query, signal })).items;
}

export const getDuplicatesQueryOptions = (query: DuplicateQuery) =>
  queryOptions({
    queryKey: ['directory', 'duplicates', query],
    queryFn: ({ signal }) => fetchDuplicates(query, signal),
    enabled: Boolean(query.kvk || query.vat || query.email),
    placeholderData: keepPreviousData,
  });

export function useDuplicates(query: DuplicateQuery) {
  return useQuery(getDuplicatesQueryOptions(query));
}
