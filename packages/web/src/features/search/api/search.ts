import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api';
import { canSearch } from '../lib/search-results';

const searchAnswerSchema = z.object({
  groups: z.array(
    z.object({
      kind: z.string(),
      items: z.array(z.object({ id: z.string(), label: z.string(), detail: z.string() })),
    }),
  ),
});

export type SearchAnswer = z.infer<typeof searchAnswerSchema>;

/** The signal cancels the request when newer text supersedes it or the palette closes. */
export async function fetchSearch(text: string, signal?: AbortSignal): Promise<SearchAnswer> {
  return searchAnswerSchema.parse(await api.get('/api/search', { query: { q: text }, signal }));
}

export const getSearchQueryOptions = (text: string) =>
  queryOptions({
    queryKey: ['search', text],
    queryFn: ({ signal }) => fetchSearch(text, signal),
    enabled: canSearch(text),
    // While the next text is searched, the results of the previous one stay in view.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export function useSearch(text: string) {
  return useQuery(getSearchQueryOptions(text));
}
