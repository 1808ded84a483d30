import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { removeTodoFromLists } from './get-todos';
import { refreshTodos, todoApiPath, type TodoRecord } from './todo-record';

/** Deletes a todo as last seen: 409 when it changed since. */
export async function deleteTodo(id: string, version: number): Promise<void> {
  await api.delete(todoApiPath(id), { query: { version } });
}

export function useDeleteTodo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (todo: TodoRecord) => deleteTodo(todo.id, todo.version),
    onSuccess: async (_, todo) => {
      removeTodoFromLists(queryClient, todo.id);
      await refreshTodos(queryClient);
    },
  });
}
