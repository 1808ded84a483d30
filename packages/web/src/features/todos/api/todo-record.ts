import { todoRecordSchema, type TodoRecord } from '@crm/core/todos/public';
import type { QueryClient } from '@tanstack/react-query';

export { todoRecordSchema, type TodoRecord };

export const todosKey = ['todos'] as const;
export const todosListKey = [...todosKey, 'list'] as const;
export const todoSummaryKey = [...todosKey, 'summary'] as const;

/** `/api/todos` or `/api/todos/<id>`. */
export function todoApiPath(id?: string): string {
  return id ? `/api/todos/${encodeURIComponent(id)}` : '/api/todos';
}

/**
 * After a create, edit or delete: lists and the menu's count load again. A list read right after
 * a write may still miss it on AWS (indexes are eventually consistent); the next visit is right.
 */
export async function refreshTodos(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: todosListKey }),
    queryClient.invalidateQueries({ queryKey: todoSummaryKey }),
  ]);
}
