import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast-store';
import { api } from '../../../lib/api';
import { setTodoInLists } from './get-todos';
import { todoAnswerSchema, todoApiPath, todosListKey, todoSummaryKey, type TodoRecord } from './todo-record';

/** Ticks a todo off or opens it again; idempotent, so no version is needed. */
export async function setTodoDone(id: string, done: boolean): Promise<TodoRecord> {
  return todoAnswerSchema.parse(await api.put(`${todoApiPath(id)}/done`, { done })).todo;
}

/**
 * Ticking off in place: every cached list shows the new state at once; a refusal puts the old
 * state back and says why. The lists are not refetched after success, so the row stays where it
 * is (it can be ticked back) until the next visit; the menu's count follows at once.
 */
export function useSetTodoDone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ todo, done }: { todo: TodoRecord; done: boolean }) => setTodoDone(todo.id, done),
    onMutate: async ({ todo, done }) => {
      await queryClient.cancelQueries({ queryKey: todosListKey });
      setTodoInLists(queryClient, { ...todo, done });
    },
    onError: (error, { todo }) => {
      setTodoInLists(queryClient, todo);
      toast.error(error.message);
    },
    onSuccess: (saved) => setTodoInLists(queryClient, saved),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: todoSummaryKey }),
        queryClient.invalidateQueries({ queryKey: todosListKey, refetchType: 'none' }),
      ]),
  });
}
