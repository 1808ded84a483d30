import type { TodoInput } from '@crm/core/todos/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { refreshTodos, todoAnswerSchema, todoApiPath, type TodoRecord } from './todo-record';

export async function createTodo(input: TodoInput): Promise<TodoRecord> {
  return todoAnswerSchema.parse(await api.post(todoApiPath(), input)).todo;
}

export function useCreateTodo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ values }: { values: TodoInput; version: number }) => createTodo(values),
    onSuccess: () => refreshTodos(queryClient),
  });
}
