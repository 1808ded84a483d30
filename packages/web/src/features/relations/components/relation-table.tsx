import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { SelectAllCheckbox, SelectRowCell } from '../../../components/ui/bulk-delete-bar';
import { EMPTY_TEXT, LOADING_TEXT } from '../../../components/ui/loading-screen';
import { SortButton } from '../../../components/ui/sort-button';
import { Spinner } from '../../../components/ui/spinner';
import { TableFrame } from '../../../components/ui/table-frame';
import { useRowSelection } from '../../../hooks/use-row-selection';
import { useBulkDeleteRelations } from '../api/bulk-delete-relations';
import type { RelationRecords } from '../api/records';
import type { RelationFilters, RelationSortField } from '../lib/list-filters';
import { relationKindInfo, type RelationKind } from '../lib/relation-kinds';
import { ListCount, LoadMoreButton, useLoadedRows, type RelationsQuery } from './list-paging';

export type RelationColumn<R> = {
  label: string;
  cell: (record: R) => ReactNode;
  /** The server sorts by name, creation (which the numbers follow) and the columns of decision 020. */
  sort?: RelationSortField;
  /** The cell that links to the record; the whole row is clickable through it. */
  isRowLink?: boolean;
  /** Amounts line up on the right with tabular figures, header and cells alike. */
  align?: 'right';
  className?: string;
};

type RelationTableProps<K extends RelationKind> = {
  kind: K;
  query: RelationsQuery<K>;
  columns: readonly RelationColumn<RelationRecords[K]>[];
  filters: RelationFilters;
  onSort: (field: RelationSortField) => void;
  /** Rows can be ticked and deleted together (the user has `<area>.delete`). */
  canDelete: boolean;
};

const cellClass = 'px-4 py-3 align-top';

export function RelationTable<K extends RelationKind>({
  kind,
  query,
  columns,
  filters,
  onSort,
  canDelete,
}: RelationTableProps<K>) {
  const { rows, total, isStillLooking } = useLoadedRows(query);
  const selection = useRowSelection(canDelete ? rows : undefined);
  const bulkDelete = useBulkDeleteRelations(kind);
  const isRefreshing = query.isPlaceholderData;
  const status = (content: ReactNode) => (
    <tr>
      <td colSpan={columns.length + (canDelete ? 1 : 0)} className="px-4 py-8 text-center text-gray-600">
        {content}
      </td>
    </tr>
  );

  return (
    <div className="space-y-3">
      <ListCount kind={kind} total={total} shown={rows?.length} />
      {query.error && <Alert>{query.error.message}</Alert>}
      <TableFrame
        bulkDelete={canDelete ? { selection, onDelete: (items) => bulkDelete.mutateAsync(items) } : undefined}
      >
        <table className="min-w-full divide-y divide-gray-200 text-sm" aria-busy={isRefreshing || !rows}>
          <caption className="sr-only">{relationKindInfo[kind].title}</caption>
          <thead className="bg-gray-50">
            <tr>
              {canDelete && (
                <th scope="col" className="w-10 px-4 py-3">
                  <SelectAllCheckbox selection={selection} />
                </th>
              )}
              {columns.map((column) => {
                const direction = column.sort && filters.sort === column.sort ? filters.order : null;
                return (
                  <th
                    key={column.label}
                    scope="col"
                    aria-sort={direction ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}
                    className={`px-4 py-3 font-semibold whitespace-nowrap text-gray-900 ${
                      column.align === 'right' ? 'text-right' : 'text-left'
                    }`}
                  >
                    {column.sort ? (
                      <SortButton
                        label={column.label}
                        direction={direction}
                        onClick={() => column.sort && onSort(column.sort)}
                      />
                    ) : (
                      column.label
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className={`divide-y divide-gray-100 ${isRefreshing ? 'opacity-60' : ''}`}>
            {!rows || (rows.length === 0 && isStillLooking)
              ? status(
                  <span role="status" className="inline-flex items-center gap-3">
                    <Spinner />
                    {LOADING_TEXT}
                  </span>,
                )
              : rows.length === 0
                ? status(EMPTY_TEXT)
                : rows.map((record) => (
                    <tr
                      key={record.id}
                      className="relative hover:bg-gray-50 has-[a:focus-visible]:bg-gray-50 has-[a:focus-visible]:outline-2 has-[a:focus-visible]:-outline-offset-2 has-[a:focus-visible]:outline-primary-500"
                    >
                      {canDelete && (
                        <SelectRowCell selection={selection} id={record.id} name={record.companyName} />
                      )}
                      {columns.map((column) => (
                        <td
                          key={column.label}
                          className={`${cellClass} ${column.align === 'right' ? 'text-right tabular-nums' : ''} ${
                            column.className ?? 'text-gray-700'
                          }`}
                        >
                          {column.isRowLink ? (
                            <Link
                              to={relationKindInfo[kind].paths.detail.getHref(record.id)}
                              className="font-medium text-gray-900 after:absolute after:inset-0 hover:text-primary-700 focus-visible:outline-none"
                            >
                              {column.cell(record)}
                            </Link>
                          ) : (
                            column.cell(record)
                          )}
                        </td>
                      ))}
                    </tr>
                  ))}
          </tbody>
        </table>
      </TableFrame>
      <LoadMoreButton query={query} />
    </div>
  );
}
