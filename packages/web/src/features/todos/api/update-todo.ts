import { parseRecordAnswer } from '@crm/core/db/record';
import type { TodoInput } from '@crm/core/todos/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { setTodoInLists } from './get-todos';
import { refreshTodos, todoApiPath, todoRecordSchema, type TodoRecord } from './todo-record';

/** Saves a todo as last seen (`version`): 409 when someone saved it since. */
export async function updateTodo(id: string, input: TodoInput, version: number): Promise<TodoRecord> {
  return parseRecordAnswer(todoRecordSchema, await api.put(todoApiPath(id), { ...input, version }));
}

export function useUpdateTodo(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ values, version }: { values: TodoInput; version: number }) =>
      updateTodo(id, values, version),
    onSuccess: async (todo) => {
      setTodoInLists(queryClient, todo);
      await refreshTodos(queryClient);
    },
  });
}
