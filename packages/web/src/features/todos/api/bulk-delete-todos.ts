import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bulkDelete } from '../../../lib/bulk-delete';
import { removeTodoFromLists } from './get-todos';
import { refreshTodos, todoApiPath } from './todo-record';

/** Deletes the ticked todos, each as last seen; those deleted leave every list at once. */
export function useBulkDeleteTodos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (items: readonly { id: string; version: number }[]) => bulkDelete(todoApiPath(), items),
    onSuccess: (result) => {
      for (const id of result.deleted) removeTodoFromLists(queryClient, id);
    },
    onSettled: () => refreshTodos(queryClient),
  });
}
