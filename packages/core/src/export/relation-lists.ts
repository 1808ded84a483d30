import {
  financialPermission as financialPermissionOf,
  recordPermission,
  type Permission,
} from '../auth/permissions.ts';
import { catalogues } from '../registry/catalogues.ts';
import { batchGetAll } from '../db/batch.ts';
import { keys, type RelationKind } from '../db/keys.ts';
import { projectionOf } from '../db/page.ts';
import { financialCatalogue } from '../relations/financial.ts';
import { relationListQuerySchema, toRelationListQuery } from '../relations/list-query.ts';
import { listOrganisationValues, type StoredValues } from '../relations/service.ts';
import { allUsers } from '../users/repository.ts';
import { catalogueColumns, exportedAttributes } from './catalogue-columns.ts';
import { defineExportList, type ExportColumn } from './list.ts';
import { amsterdamDate } from './table.ts';

/**
 * Items per Query. A list page's size serves the screen; an export reads as much as one Query
 * answers well (DynamoDB ends a Query at 1 MB; a record is well under 1 KB), so 100,000 leads are
 * 100 Queries rather than 1,000 (decision 018). Tests lower it to cross pages with fewer records.
 */
export const exportReading = { pageSize: 1000 };

/**
 * One row of a relation export: the record and its financial record as stored, read with only the
 * attributes the columns write (decision 030); every cell checks the value it writes.
 */
export interface RelationRow {
  record: StoredValues;
  financial: StoredValues | undefined;
  /** Every user's name by id, for owners and account managers. */
  names: ReadonlyMap<string, string>;
}

/** Every user's name by id (5 to 200 staff), including deactivated ones who still own records. */
async function userNames(): Promise<Map<string, string>> {
  return new Map((await allUsers()).map((user) => [user.id, user.name]));
}

const financialProjection = projectionOf(['pk', ...exportedAttributes(financialCatalogue)]);

/** The financial records of one page by partition key, in BatchGetItems of 100 made side by side. */
async function financialRecords(kind: RelationKind, ids: string[]): Promise<Map<string, StoredValues>> {
  const items = await batchGetAll(
    ids.map((id) => keys.financial(kind, id)),
    financialProjection,
  );
  return new Map(items.map((item) => [String(item.pk), item]));
}

/** What a relation export reads of each record: its exported fields, its kind, id and creation. */
const recordAttributes = (kind: RelationKind) => [
  'type',
  'id',
  'createdAt',
  ...exportedAttributes(catalogues[kind]),
];

/** Every page of a relation list view, read with the list's own query code. */
async function* relationPages(
  kind: RelationKind,
  query: Parameters<typeof toRelationListQuery>[1],
  withFinancial: boolean,
): AsyncIterable<RelationRow[]> {
  const names = await userNames();
  const attributes = recordAttributes(kind);
  let cursor: string | null = null;
  do {
    const page = await listOrganisationValues(
      kind,
      { ...toRelationListQuery(kind, query), limit: exportReading.pageSize, cursor },
      attributes,
    );
    const records = page.items.filter((record) => record.type === kind);
    const financial = withFinancial
      ? await financialRecords(
          kind,
          records.map((record) => String(record.id)),
        )
      : new Map<string, StoredValues>();
    yield records.map((record) => ({
      record,
      names,
      financial: financial.get(keys.relation(kind, String(record.id)).pk),
    }));
    cursor = page.cursor;
  } while (cursor);
}

type Row = RelationRow;

const userName = (row: { names: ReadonlyMap<string, string> }, id: string) =>
  row.names.get(id) ?? 'Onbekende gebruiker';

/** The record's catalogue, then when it was made, then (with permission) its financial record. */
function relationColumns(kind: RelationKind, financialPermission?: Permission): ExportColumn<Row>[] {
  return [
    ...catalogueColumns<Row>(catalogues[kind], { item: (row) => row.record, userName }),
    {
      header: 'Aangemaakt',
      type: 'date',
      value: (row) => (typeof row.record.createdAt === 'string' ? amsterdamDate(row.record.createdAt) : null),
    },
    ...(financialPermission
      ? catalogueColumns<Row>(financialCatalogue, {
          item: (row) => row.financial,
          userName,
          permission: financialPermission,
        })
      : []),
  ];
}

export const leadsExport = defineExportList({
  permission: recordPermission('lead'),
  fileStem: 'leads',
  sheetName: 'Leads',
  query: relationListQuerySchema,
  columns: relationColumns('lead'),
  pages: (query) => relationPages('lead', query, false),
});

export const customersExport = defineExportList({
  permission: recordPermission('customer'),
  fileStem: 'klanten',
  sheetName: 'Klanten',
  query: relationListQuerySchema,
  columns: relationColumns('customer', financialPermissionOf('customer')),
  pages: (query, access) => relationPages('customer', query, access.can(financialPermissionOf('customer'))),
});

export const suppliersExport = defineExportList({
  permission: recordPermission('supplier'),
  fileStem: 'leveranciers',
  sheetName: 'Leveranciers',
  query: relationListQuerySchema,
  columns: relationColumns('supplier', financialPermissionOf('supplier')),
  pages: (query, access) => relationPages('supplier', query, access.can(financialPermissionOf('supplier'))),
});
