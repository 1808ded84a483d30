import type { z } from 'zod';
import { can, type Permission, type Role } from '../auth/permissions.ts';
import { readAhead } from './read-ahead.ts';
import type { Cell, ColumnType, Row, TableColumn } from './table.ts';

/**
 * An exportable list, declared once: who may export it, the query its list page sends, its pages
 * (read with the list's own query code) and its columns. `lists.ts` holds one entry per list.
 */
export interface ExportColumn<Item> {
  /** Dutch, as the screens label the field. */
  header: string;
  /** Text unless said otherwise. */
  type?: ColumnType;
  /** Only exported with this permission (the financial record's fields). */
  permission?: Permission;
  value(item: Item): Cell;
}

export interface ExportAccess {
  can(permission: Permission): boolean;
  /** Who asked for the export (a list's `me`). */
  userId: string;
}

/** Who the export is for: their role decides the columns, their id resolves `me`. */
export interface ExportRequester {
  role: Role;
  userId: string;
}

export interface ExportListSpec<Item, Query> {
  /** The permission of the list itself. */
  permission: Permission;
  /** The file's name before the date: `leads` → `leads-2026-11-22.xlsx`. */
  fileStem: string;
  sheetName: string;
  /** The list's own query schema: the export takes the query exactly as the list page sends it. */
  query: z.ZodType<Query>;
  columns: readonly ExportColumn<Item>[];
  /** Every page of the view, in the view's order. */
  pages(query: Query, access: ExportAccess): AsyncIterable<readonly Item[]>;
}

export interface ExportPlan {
  columns: TableColumn[];
  rows(): AsyncIterable<Row[]>;
}

export interface ExportList {
  permission: Permission;
  fileStem: string;
  sheetName: string;
  query: z.ZodType<unknown>;
  /** The columns this role may see and the rows of the view, page by page. */
  plan(query: unknown, requester: ExportRequester): ExportPlan;
}

export function defineExportList<Item, Query>(spec: ExportListSpec<Item, Query>): ExportList {
  return {
    permission: spec.permission,
    fileStem: spec.fileStem,
    sheetName: spec.sheetName,
    query: spec.query,
    plan(input, { role, userId }) {
      const query = spec.query.parse(input);
      const access: ExportAccess = { can: (permission) => can(role, permission), userId };
      const columns = spec.columns.filter((column) => !column.permission || access.can(column.permission));
      return {
        columns: columns.map((column) => ({ header: column.header, type: column.type ?? 'text' })),
        async *rows() {
          for await (const page of readAhead(spec.pages(query, access))) {
            yield page.map((item) => columns.map((column) => column.value(item)));
          }
        },
      };
    },
  };
}
