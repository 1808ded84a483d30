import type { TodoLinkKind } from '@crm/core/todos/schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api';
import { linkApiPath } from '../lib/todo-links';
import { todosKey } from './todo-record';

/** The relation lists search from two characters. */
export const MIN_LINK_SEARCH = 2;
const MAX_OPTIONS = 10;

/** An organisation (name, number, city) or a contract (title, number, customer) as its list answers it. */
const optionSchema = z.union([
  z
    .object({
      id: z.string(),
      companyName: z.string(),
      number: z.string().optional(),
      city: z.string().optional(),
    })
    .transform((item) => ({
      id: item.id,
      label: item.companyName,
      detail: [item.number, item.city].filter(Boolean).join(' · '),
    })),
  z
    .object({ id: z.string(), title: z.string(), number: z.string(), customerName: z.string() })
    .transform((item) => ({
      id: item.id,
      label: item.title,
      detail: `${item.number} · ${item.customerName}`,
    })),
]);
const optionsSchema = z.object({ items: z.array(optionSchema) });

export type LinkOption = { id: string; label: string; detail: string };

/** Leads, customers, suppliers or contracts whose name (or number, city …) matches: the list's search. */
export async function fetchLinkOptions(
  kind: TodoLinkKind,
  text: string,
  signal?: AbortSignal,
): Promise<LinkOption[]> {
  const answer = await api.get(linkApiPath(kind), {
    query: { search: text, limit: MAX_OPTIONS },
    signal,
  });
  return optionsSchema.parse(answer).items;
}

export const getLinkOptionsQueryOptions = (kind: TodoLinkKind, text: string) =>
  queryOptions({
    queryKey: [...todosKey, 'link-options', kind, text],
    queryFn: ({ signal }) => fetchLinkOptions(kind, text, signal),
    enabled: text.length >= MIN_LINK_SEARCH,
    // While the next text is searched, the previous matches stay in view.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export function useLinkOptions(kind: TodoLinkKind, text: string) {
  return useQuery(getLinkOptionsQueryOptions(kind, text));
}
