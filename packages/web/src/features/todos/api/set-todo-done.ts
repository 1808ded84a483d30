import { parseRecordAnswer } from '@crm/core/db/record';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast-store';
import { api } from '../../../lib/api';
import { isConflict } from '../../../lib/form-errors';
import { fetchTodo } from './get-todo';
import { setTodoInLists } from './get-todos';
import { todoApiPath, todoRecordSchema, todosListKey, todoSummaryKey, type TodoRecord } from './todo-record';

/** Ticks a todo off or opens it again, at the version the list showed (409 when it moved on). */
export async function setTodoDone(todo: TodoRecord, done: boolean): Promise<TodoRecord> {
  return parseRecordAnswer(
    todoRecordSchema,
    await api.put(`${todoApiPath(todo.id)}/done`, { done, version: todo.version }),
  );
}

/**
 * Ticking off in place: every cached list shows the new state at once. A tick that lost a race to
 * another change is no error to report: the box shows the todo as it is now. Any other refusal puts
 * the old state back and says why. The lists are not refetched after success, so the row stays
 * where it is (it can be ticked back) until the next visit; the menu's count follows at once.
 */
export function useSetTodoDone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ todo, done }: { todo: TodoRecord; done: boolean }) => {
      try {
        return await setTodoDone(todo, done);
      } catch (error) {
        if (!isConflict(error)) throw error;
        return fetchTodo(todo.id);
      }
    },
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
