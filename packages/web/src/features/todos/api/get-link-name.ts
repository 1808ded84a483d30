import { parseRecordAnswer } from '@crm/core/db/record';
import type { TodoLinkKind } from '@crm/core/todos/schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api';
import { linkApiPath } from '../lib/todo-links';
import { todosKey } from './todo-record';

/** Of the linked record only its name is read: an organisation's, or a contract's number and title. */
const namedRecordSchema = z.union([
  z.object({ companyName: z.string() }).transform((record) => record.companyName),
  z
    .object({ number: z.string(), title: z.string() })
    .transform((record) => `${record.number} ${record.title}`),
]);

/** The name of the record a list is filtered on (the URL holds only its id). */
export async function fetchLinkName(kind: TodoLinkKind, id: string, signal?: AbortSignal): Promise<string> {
  const answer = await api.get(linkApiPath(kind, id), { signal });
  return parseRecordAnswer(namedRecordSchema, answer);
}

export const getLinkNameQueryOptions = (kind: TodoLinkKind, id: string) =>
  queryOptions({
    queryKey: [...todosKey, 'link-name', kind, id],
    queryFn: ({ signal }) => fetchLinkName(kind, id, signal),
    staleTime: 5 * 60_000,
  });

export function useLinkName(kind: TodoLinkKind | null, id: string) {
  return useQuery({ ...getLinkNameQueryOptions(kind ?? 'lead', id), enabled: kind !== null && id !== '' });
}
