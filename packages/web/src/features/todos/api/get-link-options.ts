import type { TodoLinkKind } from '@crm/core/todos/schema';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { RecordOption } from '../../../components/ui/record-combobox';
import { api } from '../../../lib/api';
import { fetchRelationOptions } from '../../../lib/relations/get-relation-options';
import { linkApiPath } from '../lib/todo-links';
import { todosKey } from './todo-record';

const MAX_OPTIONS = 10;

/** A contract as its list answers it: title, number, customer. */
const contractOptionsSchema = z.object({
  items: z.array(
    z
      .object({ id: z.string(), title: z.string(), number: z.string(), customerName: z.string() })
      .transform((item) => ({
        id: item.id,
        label: item.title,
        detail: `${item.number} · ${item.customerName}`,
      })),
  ),
});

/**
 * Leads, customers, suppliers or contracts whose name (or number, city …) matches: the list's
 * search. Organisations are found as every picker of them finds them (the relations' options).
 */
export async function fetchLinkOptions(
  kind: TodoLinkKind,
  text: string,
  signal?: AbortSignal,
): Promise<RecordOption[]> {
  if (kind !== 'contract') return fetchRelationOptions(kind, text, signal);
  const answer = await api.get(linkApiPath(kind), { query: { search: text, limit: MAX_OPTIONS }, signal });
  return contractOptionsSchema.parse(answer).items;
}

/** The choices of the todo link's record picker (`RecordCombobox`'s `search`). */
export const getLinkOptionsQueryOptions = (kind: TodoLinkKind, text: string) =>
  queryOptions({
    queryKey: [...todosKey, 'link-options', kind, text],
    queryFn: ({ signal }) => fetchLinkOptions(kind, text, signal),
    // While the next text is searched, the previous matches stay in view.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
