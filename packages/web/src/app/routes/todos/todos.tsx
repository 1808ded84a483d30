import type { QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast-store';
import { PageHeader } from '../../../components/ui/page-header';
import { ExportMenu } from '../../../features/export/components/export-menu';
import { getStaffQueryOptions } from '../../../features/relations/api/get-staff';
import { useLinkedTodo } from '../../../features/todos/api/get-todo';
import { getTodosQueryOptions, useTodos } from '../../../features/todos/api/get-todos';
import type { TodoRecord } from '../../../features/todos/api/todo-record';
import { useTodoDialog } from '../../../features/todos/components/todo-dialog';
import { TodoListFilters } from '../../../features/todos/components/todo-list-filters';
import { TodoTable } from '../../../features/todos/components/todo-table';
import type { TodoEnvironment } from '../../../features/todos/lib/todo-environment';
import {
  parseTodoFilters,
  rangeError,
  serialiseTodoFilters,
  toTodosQuery,
  type TodoFilters,
} from '../../../features/todos/lib/todo-filters';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useTodoEnvironment } from './use-todo-environment';

/** Warms the list of the view in the URL; staff names fill in when they arrive. */
export const clientLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    void queryClient.prefetchQuery(getStaffQueryOptions());
    const filters = parseTodoFilters(new URL(request.url).searchParams);
    if (!rangeError(filters)) await queryClient.ensureInfiniteQueryData(getTodosQueryOptions(filters));
    return null;
  };

/** /todos: mine and everyone's, open and done, overdue first; the filters live in the URL. */
export function Component() {
  useDocumentTitle("Todo's");
  const env = useTodoEnvironment();
  return env ? <TodosPage env={env} /> : null;
}

function TodosPage({ env }: { env: TodoEnvironment }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseTodoFilters(searchParams), [searchParams]);
  const query = useTodos(filters);
  const { openCreate, openEdit, dialog } = useTodoDialog(env);
  const showView = useCallback(
    (next: TodoFilters, { replace }: { replace: boolean }) =>
      setSearchParams(serialiseTodoFilters(next), { replace, preventScrollReset: true }),
    [setSearchParams],
  );
  useLinkedTodoDialog(searchParams.get(LINKED_TODO_PARAM), env.access.update, openEdit);

  return (
    <>
      <PageHeader
        title="Todo's"
        description="Wat er te doen is, voor iedereen: verlopen todo's eerst, daarna op deadline."
        actions={
          <>
            {!rangeError(filters) && <ExportMenu list="todos" query={toTodosQuery(filters)} />}
            {env.access.create && <Button onClick={() => openCreate()}>Nieuwe todo</Button>}
          </>
        }
      />
      <div className="space-y-6">
        <TodoListFilters filters={filters} env={env} onChange={showView} />
        <TodoTable
          query={query}
          env={env}
          caption="Todo's"
          showLink
          onEdit={openEdit}
          problem={rangeError(filters)}
        />
      </div>
      {dialog}
    </>
  );
}

/** `/todos?todo=<id>`: the link a todo gets elsewhere (the dashboard's recent changes). */
const LINKED_TODO_PARAM = 'todo';

/** The todo a link names is read and opened in the edit dialog; the link then leaves the URL. */
function useLinkedTodoDialog(id: string | null, canUpdate: boolean, openEdit: (todo: TodoRecord) => void) {
  const [, setSearchParams] = useSearchParams();
  const linked = useLinkedTodo(id, canUpdate);
  useEffect(() => {
    if (id === null || (canUpdate && linked.isPending)) return;
    if (linked.data) openEdit(linked.data);
    // The API's own words, e.g. "Deze todo bestaat niet (meer)."
    if (linked.error) toast.error(linked.error.message);
    setSearchParams(
      (params) => {
        params.delete(LINKED_TODO_PARAM);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [id, canUpdate, linked.isPending, linked.data, linked.error, openEdit, setSearchParams]);
}
