import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { BulkDeleteResult } from '@crm/core/bulk/schema';
import { Alert } from '../ui/alert';
import { SelectRowCell } from '../ui/bulk-delete-bar';
import { EMPTY_TEXT, LOADING_TEXT } from '../ui/loading-screen';
import { Spinner } from '../ui/spinner';
import { TableFrame } from '../ui/table-frame';
import { useRowSelection } from '../../hooks/use-row-selection';
import { ListHead, type ListSort } from './list-head';
import { ListCount, LoadMoreButton, useLoadedRows, type ListQuery } from './list-paging';

export type ListColumn<R, S extends string = string> = {
  label: string;
  cell: (record: R) => ReactNode;
  /** The column the server can sort by (an index serves it). */
  sort?: S;
  /** The cell that links to the record; the whole row is clickable through it. */
  isRowLink?: boolean;
  /** Amounts line up on the right with tabular figures, header and cells alike. */
  align?: 'right';
  className?: string;
};

type ListRow = { id: string; version: number };

export type ListTableProps<R extends ListRow, S extends string> = {
  query: ListQuery<R>;
  columns: readonly ListColumn<R, S>[];
  /** `12 contracten`: a count of this list's rows in words. */
  describeCount: (count: number) => string;
  caption: string;
  href: (record: R) => string;
  /** The row's name for its checkbox (`Selecteer …`). */
  rowName: (record: R) => string;
  /** The current sort; absent for a list without sorting (a record's tab). */
  sort?: ListSort<S> | undefined;
  /** Rows can be ticked and deleted together (the user may delete). */
  onBulkDelete?: ((rows: readonly ListRow[]) => Promise<BulkDeleteResult>) | undefined;
};

const cellClass = 'px-4 py-3 align-top';

/**
 * A list read by cursor as a table (decision 007): the count, sortable headers, rows that are one
 * link each, `Bezig met laden...`, `Geen resultaten`, "Meer laden" and bulk delete. Leads,
 * customers, suppliers and contracts each give their columns.
 */
export function ListTable<R extends ListRow, S extends string>({
  query,
  columns,
  describeCount,
  caption,
  href,
  rowName,
  sort,
  onBulkDelete,
}: ListTableProps<R, S>) {
  const { rows, total, isStillLooking } = useLoadedRows(query);
  const selection = useRowSelection(onBulkDelete ? rows : undefined);
  const isRefreshing = query.isPlaceholderData;
  const status = (content: ReactNode) => (
    <tr>
      <td colSpan={columns.length + (onBulkDelete ? 1 : 0)} className="px-4 py-8 text-center text-gray-600">
        {content}
      </td>
    </tr>
  );

  return (
    <div className="space-y-3">
      <ListCount describe={describeCount} total={total} shown={rows?.length} />
      {query.error && <Alert>{query.error.message}</Alert>}
      <TableFrame bulkDelete={onBulkDelete ? { selection, onDelete: onBulkDelete } : undefined}>
        <table className="min-w-full divide-y divide-gray-200 text-sm" aria-busy={isRefreshing || !rows}>
          <caption className="sr-only">{caption}</caption>
          <ListHead columns={columns} sort={sort} selection={onBulkDelete ? selection : undefined} />
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
                      {onBulkDelete && (
                        <SelectRowCell selection={selection} id={record.id} name={rowName(record)} />
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
                              to={href(record)}
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
