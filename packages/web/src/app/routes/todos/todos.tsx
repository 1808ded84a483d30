import type { QueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { ExportMenu } from '../../../features/export/components/export-menu';
import { getStaffQueryOptions } from '../../../features/relations/api/get-staff';
import { getTodosQueryOptions, useTodos } from '../../../features/todos/api/get-todos';
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
