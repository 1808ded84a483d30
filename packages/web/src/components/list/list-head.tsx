import type { RowSelection } from '../../hooks/use-row-selection';
import { SelectAllCheckbox } from '../ui/bulk-delete-bar';
import { SortButton } from '../ui/sort-button';

export type HeadColumn<S extends string = string> = {
  label: string;
  /** The column the server can sort by. */
  sort?: S | undefined;
  align?: 'right' | undefined;
};

export type ListSort<S extends string> = { field: S; order: 'asc' | 'desc'; onSort: (field: S) => void };

type ListHeadProps<S extends string> = {
  columns: readonly HeadColumn<S>[];
  /** The current sort; absent for a list without sorting. */
  sort?: ListSort<S> | undefined;
  /** A first column of tick boxes, headed by "select all" (rows can be deleted together). */
  selection?: RowSelection | undefined;
  /** A last column of row actions (Bewerken, Verwijderen), named for screen readers only. */
  actions?: boolean;
};

/**
 * The header row of every list table: tick-all, the columns (a sortable one as a button that says
 * its direction, `aria-sort` on the header) and the actions column.
 */
export function ListHead<S extends string>({ columns, sort, selection, actions = false }: ListHeadProps<S>) {
  return (
    <thead className="bg-gray-50">
      <tr>
        {selection && (
          <th scope="col" className="w-10 px-4 py-3">
            <SelectAllCheckbox selection={selection} />
          </th>
        )}
        {columns.map((column) => {
          const direction = column.sort && sort?.field === column.sort ? sort.order : null;
          return (
            <th
              key={column.label}
              scope="col"
              aria-sort={direction ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}
              className={`px-4 py-3 font-semibold whitespace-nowrap text-gray-900 ${
                column.align === 'right' ? 'text-right' : 'text-left'
              }`}
            >
              {column.sort && sort ? (
                <SortButton
                  label={column.label}
                  direction={direction}
                  onClick={() => column.sort && sort.onSort(column.sort)}
                />
              ) : (
                column.label
              )}
            </th>
          );
        })}
        {actions && (
          <th scope="col" className="px-4 py-3">
            <span className="sr-only">Acties</span>
          </th>
        )}
      </tr>
    </thead>
  );
}
