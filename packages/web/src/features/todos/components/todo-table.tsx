import { dutchToday } from '@crm/core/nl/date';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { ListHead } from '../../../components/list/list-head';
import { ListCount, LoadMoreButton, useLoadedRows } from '../../../components/list/list-paging';
import { Alert } from '../../../components/ui/alert';
import { SelectRowCell } from '../../../components/ui/bulk-delete-bar';
import { ConfirmDialog, DELETE_CONFIRMATION } from '../../../components/ui/confirm-dialog';
import { EMPTY_TEXT, LOADING_TEXT } from '../../../components/ui/loading-screen';
import { Spinner } from '../../../components/ui/spinner';
import { TableFrame } from '../../../components/ui/table-frame';
import { DELETED_MESSAGE, toast } from '../../../components/ui/toast-store';
import { useFocusAfterClose } from '../../../hooks/use-focus-after-close';
import { useRowSelection } from '../../../hooks/use-row-selection';
import { useBulkDeleteTodos } from '../api/bulk-delete-todos';
import { useDeleteTodo } from '../api/delete-todo';
import type { TodoPage } from '../api/get-todos';
import type { TodoRecord } from '../api/todo-record';
import { assigneeName, type TodoEnvironment } from '../lib/todo-environment';
import { todoCountText } from '../lib/todo-summary';
import { TodoCheckbox } from './todo-checkbox';
import { DeadlineText, LinkedRecord, PriorityBadge, TodoTitle } from './todo-parts';

/** A filtered read that found nothing yet, with more to read. */
const NOT_FOUND_YET_TEXT = 'Nog niets gevonden. Kies Meer laden om verder te zoeken.';
const LOAD_FAILED_TEXT = "De todo's konden niet worden geladen.";

export type TodosQuery = UseInfiniteQueryResult<InfiniteData<TodoPage, unknown>, Error>;

type TodoTableProps = {
  query: TodosQuery;
  env: TodoEnvironment;
  /** Names the table for screen readers. */
  caption: string;
  /** The Gekoppeld aan column; a record's own tab leaves it out. */
  showLink: boolean;
  onEdit: (todo: TodoRecord) => void;
  /** Shown instead of the list, e.g. a deadline range that ends before it starts. */
  problem?: string | null;
};

const cellClass = 'px-4 py-3 align-top';

/** Todos as a table: tick off in place, edit and delete per row, "Meer laden" below. */
export function TodoTable({ query, env, caption, showLink, onEdit, problem }: TodoTableProps) {
  const { rows, total, isStillLooking } = useLoadedRows(query);
  const [deleting, setDeleting] = useState<TodoRecord | null>(null);
  const remove = useDeleteTodo();
  // The deleted row's button is gone, so focus goes to the list instead of getting lost.
  const listRef = useRef<HTMLDivElement>(null);
  const focusListAfterClose = useFocusAfterClose(deleting !== null, () => listRef.current?.focus());
  const selection = useRowSelection(env.access.delete ? rows : undefined);
  const bulkDelete = useBulkDeleteTodos();
  const today = dutchToday();
  const hasActions = env.access.update || env.access.delete;
  const columns = [
    'Titel',
    'Prioriteit',
    'Deadline',
    'Toegewezen aan',
    ...(showLink ? ['Gekoppeld aan'] : []),
  ].map((label) => ({ label }));
  const columnCount = columns.length + (env.access.delete ? 1 : 0) + (hasActions ? 1 : 0);

  const status = (content: ReactNode) => (
    <tr>
      <td colSpan={columnCount} className="px-4 py-8 text-center text-gray-600">
        {content}
      </td>
    </tr>
  );

  let body: ReactNode;
  if (problem) body = status(problem);
  else if (!rows && query.isError) body = status(LOAD_FAILED_TEXT);
  else if (!rows || (rows.length === 0 && isStillLooking))
    body = status(
      <span role="status" className="inline-flex items-center gap-3">
        <Spinner />
        {LOADING_TEXT}
      </span>,
    );
  else if (rows.length === 0) body = status(query.hasNextPage ? NOT_FOUND_YET_TEXT : EMPTY_TEXT);
  else
    body = rows.map((todo) => (
      <tr key={todo.id} className="hover:bg-gray-50">
        {env.access.delete && <SelectRowCell selection={selection} id={todo.id} name={todo.title} />}
        <td className={`${cellClass} min-w-48`}>
          <div className="flex items-start gap-3">
            <TodoCheckbox todo={todo} canUpdate={env.access.update} />
            <div className="min-w-0">
              <TodoTitle todo={todo} />
              {todo.description && (
                <p className="mt-0.5 line-clamp-2 text-gray-600 [overflow-wrap:anywhere]">
                  {todo.description}
                </p>
              )}
            </div>
          </div>
        </td>
        <td className={cellClass}>
          <PriorityBadge priority={todo.priority} />
        </td>
        <td className={cellClass}>
          <DeadlineText todo={todo} today={today} />
        </td>
        <td className={`${cellClass} whitespace-nowrap`}>{assigneeName(env, todo.assigneeId)}</td>
        {showLink && (
          <td className={cellClass}>
            <LinkedRecord todo={todo} />
          </td>
        )}
        {hasActions && (
          <td className={`${cellClass} whitespace-nowrap`}>
            <div className="flex gap-3">
              {env.access.update && (
                <button type="button" className={actionClass} onClick={() => onEdit(todo)}>
                  Bewerken<span className="sr-only"> {todo.title}</span>
                </button>
              )}
              {env.access.delete && (
                <button type="button" className={outlineActionClass} onClick={() => setDeleting(todo)}>
                  Verwijderen<span className="sr-only"> {todo.title}</span>
                </button>
              )}
            </div>
          </td>
        )}
      </tr>
    ));

  return (
    <div className="space-y-3">
      <ListCount describe={todoCountText} total={problem ? undefined : total} shown={rows?.length} />
      {query.error && <Alert>{query.error.message}</Alert>}
      <TableFrame
        ref={listRef}
        bulkDelete={
          env.access.delete ? { selection, onDelete: (items) => bulkDelete.mutateAsync(items) } : undefined
        }
      >
        <table
          className="min-w-full divide-y divide-gray-200 text-sm"
          aria-busy={query.isPlaceholderData || (!rows && !problem && !query.isError)}
        >
          <caption className="sr-only">{caption}</caption>
          <ListHead
            columns={columns}
            selection={env.access.delete ? selection : undefined}
            actions={hasActions}
          />
          <tbody className={`divide-y divide-gray-100 ${query.isPlaceholderData ? 'opacity-60' : ''}`}>
            {body}
          </tbody>
        </table>
      </TableFrame>
      {!problem && <LoadMoreButton query={query} />}
      <ConfirmDialog
        open={deleting !== null}
        title={DELETE_CONFIRMATION}
        description={deleting ? `De todo "${deleting.title}" wordt verwijderd.` : undefined}
        confirmLabel="Verwijderen"
        variant="danger"
        isLoading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting, {
            onSuccess: () => {
              toast.success(DELETED_MESSAGE);
              focusListAfterClose();
            },
            onError: (error) => toast.error(error.message),
            onSettled: () => setDeleting(null),
          })
        }
      />
    </div>
  );
}

const actionClass =
  'rounded-sm font-medium text-primary-700 hover:underline focus-visible:outline-2 focus-visible:outline-primary-500';
/** Deleting is quieter than editing: an outline, red only on hover; the confirmation follows. */
const outlineActionClass =
  'rounded-md border border-gray-300 px-2 py-0.5 font-medium text-gray-700 hover:border-red-300 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-primary-500';
