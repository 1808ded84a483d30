import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api';
import { todoApiPath, todoSummaryKey } from './todo-record';

const summarySchema = z.object({ open: z.number().int(), overdue: z.number().int() });
export type TodoSummary = z.infer<typeof summarySchema>;

/** My open todos and how many of them are overdue (at most 100 counted). */
export async function fetchTodoSummary(signal?: AbortSignal): Promise<TodoSummary> {
  return summarySchema.parse(await api.get(`${todoApiPath()}/summary`, { signal }));
}

export const getTodoSummaryQueryOptions = () =>
  queryOptions({
    queryKey: todoSummaryKey,
    queryFn: ({ signal }) => fetchTodoSummary(signal),
    staleTime: 30_000,
    // Colleagues assign todos and days pass: coming back to the tab shows the count as it is now.
    refetchOnWindowFocus: true,
  });

export function useTodoSummary() {
  return useQuery(getTodoSummaryQueryOptions());
}
