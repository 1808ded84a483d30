import { parseRecordAnswer } from '@crm/core/db/record';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { todoApiPath, todoRecordSchema, todosKey, type TodoRecord } from './todo-record';

/** One todo as stored now: what the edit dialog reloads after a conflict. */
export async function fetchTodo(id: string, signal?: AbortSignal): Promise<TodoRecord> {
  return parseRecordAnswer(todoRecordSchema, await api.get(todoApiPath(id), { signal }));
}

/**
 * The todo a link names (`/todos?todo=<id>`, from the dashboard's recent changes), read fresh when
 * the link is opened: the dialog must start from the stored version, never from a cached one.
 */
export function useLinkedTodo(id: string | null, enabled: boolean) {
  return useQuery({
    queryKey: [...todosKey, 'linked', id],
    queryFn: ({ signal }) => fetchTodo(id ?? '', signal),
    enabled: enabled && id !== null,
    retry: false,
    gcTime: 0,
  });
}
