import { parseRecordAnswer } from '@crm/core/db/record';
import type { TodoInput } from '@crm/core/todos/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { refreshTodos, todoApiPath, todoRecordSchema, type TodoRecord } from './todo-record';

export async function createTodo(input: TodoInput): Promise<TodoRecord> {
  return parseRecordAnswer(todoRecordSchema, await api.post(todoApiPath(), input));
}

export function useCreateTodo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ values }: { values: TodoInput; version: number }) => createTodo(values),
    onSuccess: () => refreshTodos(queryClient),
  });
}
