import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { z } from 'zod';
import { PAGE_SIZE } from '../../../components/list/list-paging';
import { api } from '../../../lib/api';
import { rangeError, toTodosQuery, type TodoFilters } from '../lib/todo-filters';
import { todoApiPath, todoRecordSchema, todosListKey, type TodoRecord } from './todo-record';

const todoPageSchema = z.object({
  items: z.array(todoRecordSchema),
  /** Where the next page starts; null at the end. */
  cursor: z.string().nullable(),
  /** How many there are in all; null when the view is not served by a key alone. */
  total: z.number().int().nullable(),
});
export type TodoPage = z.infer<typeof todoPageSchema>;

export async function fetchTodosPage(
  filters: TodoFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<TodoPage> {
  const answer = await api.get(todoApiPath(), {
    query: { ...toTodosQuery(filters), limit: PAGE_SIZE, cursor },
    signal,
  });
  return todoPageSchema.parse(answer);
}

/** One list view, page by page: each "Meer laden" asks for the page after the last cursor only. */
export const getTodosQueryOptions = (filters: TodoFilters) =>
  infiniteQueryOptions({
    queryKey: [...todosListKey, filters],
    queryFn: ({ pageParam, signal }) => fetchTodosPage(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page: TodoPage) => page.cursor,
    // A range that ends before it starts is not asked for: the filter says what is wrong.
    enabled: rangeError(filters) === null,
    // While another view loads, the previous rows stay (dimmed) instead of the list emptying.
    placeholderData: keepPreviousData,
  });

export function useTodos(filters: TodoFilters) {
  return useInfiniteQuery(getTodosQueryOptions(filters));
}

/** Replaces a todo wherever a cached list shows it (after a save, or optimistically). */
export function setTodoInLists(queryClient: QueryClient, todo: TodoRecord): void {
  queryClient.setQueriesData<InfiniteData<TodoPage>>({ queryKey: todosListKey }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((item) => (item.id === todo.id ? todo : item)),
          })),
        }
      : data,
  );
}

/** Takes a deleted todo out of every cached list at once. */
export function removeTodoFromLists(queryClient: QueryClient, id: string): void {
  queryClient.setQueriesData<InfiniteData<TodoPage>>({ queryKey: todosListKey }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => {
            const items = page.items.filter((item) => item.id !== id);
            const removed = page.items.length - items.length;
            return { ...page, items, total: page.total === null ? null : page.total - removed };
          }),
        }
      : data,
  );
}
