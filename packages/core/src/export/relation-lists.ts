import {
  financialPermission as financialPermissionOf,
  recordPermission,
  type Permission,
} from '../auth/permissions.ts';
import { catalogues } from '../catalogue/catalogues.ts';
import { batchGet, BATCH_GET_SIZE } from '../db/batch.ts';
import { keys, type RelationKind } from '../db/keys.ts';
import { financialCatalogue } from '../relations/financial.ts';
import {
  financialItemSchema,
  type CustomerItem,
  type FinancialItem,
  type LeadItem,
  type RelationItem,
  type SupplierItem,
} from '../relations/item.ts';
import { relationListQuerySchema, toRelationListQuery } from '../relations/list-query.ts';
import { listOrganisations } from '../relations/service.ts';
import { allUsers } from '../users/repository.ts';
import { catalogueColumns } from './catalogue-columns.ts';
import { defineExportList, type ExportColumn } from './list.ts';
import { amsterdamDate } from './table.ts';

/**
 * Items per Query. A list page's size serves the screen; an export reads as much as one Query
 * answers well (DynamoDB ends a Query at 1 MB; a record is well under 1 KB), so 100,000 leads are
 * 100 Queries rather than 1,000 (decision 018). Tests lower it to cross pages with fewer records.
 */
export const exportReading = { pageSize: 1000 };

interface Items {
  lead: LeadItem;
  customer: CustomerItem;
  supplier: SupplierItem;
}

export interface RelationRow<Item> {
  record: Item;
  financial: FinancialItem | undefined;
  /** Every user's name by id, for owners and account managers. */
  names: ReadonlyMap<string, string>;
}

/** Every user's name by id (5 to 200 staff), including deactivated ones who still own records. */
async function userNames(): Promise<Map<string, string>> {
  return new Map((await allUsers()).map((user) => [user.id, user.name]));
}

/** The financial records of one page, in BatchGetItems of 100 made side by side. */
async function financialRecords(kind: RelationKind, ids: string[]): Promise<Map<string, FinancialItem>> {
  const batches: string[][] = [];
  for (let i = 0; i < ids.length; i += BATCH_GET_SIZE) batches.push(ids.slice(i, i + BATCH_GET_SIZE));
  const items = (
    await Promise.all(batches.map((batch) => batchGet(batch.map((id) => keys.financial(kind, id)))))
  ).flat();
  return new Map(items.map((item) => financialItemSchema.parse(item)).map((item) => [item.pk, item]));
}

function isKind<K extends RelationKind>(kind: K) {
  return (record: RelationItem): record is Items[K] => record.type === kind;
}

/** Every page of a relation list view, read with the list's own query code. */
async function* relationPages<K extends RelationKind>(
  kind: K,
  query: Parameters<typeof toRelationListQuery>[1],
  withFinancial: boolean,
): AsyncIterable<RelationRow<Items[K]>[]> {
  const names = await userNames();
  let cursor: string | null = null;
  do {
    const page = await listOrganisations(kind, {
      ...toRelationListQuery(kind, query),
      limit: exportReading.pageSize,
      cursor,
    });
    const records = page.items.filter(isKind(kind));
    const financial = withFinancial
      ? await financialRecords(
          kind,
          records.map((record) => record.id),
        )
      : new Map<string, FinancialItem>();
    yield records.map((record) => ({ record, names, financial: financial.get(record.pk) }));
    cursor = page.cursor;
  } while (cursor);
}

type Row<K extends RelationKind> = RelationRow<Items[K]>;

const userName = (row: { names: ReadonlyMap<string, string> }, id: string) =>
  row.names.get(id) ?? 'Onbekende gebruiker';

/** The record's catalogue, then when it was made, then (with permission) its financial record. */
function relationColumns<K extends RelationKind>(
  kind: K,
  financialPermission?: Permission,
): ExportColumn<Row<K>>[] {
  return [
    ...catalogueColumns<Row<K>>(catalogues[kind], { item: (row) => row.record, userName }),
    { header: 'Aangemaakt', type: 'date', value: (row) => amsterdamDate(row.record.createdAt) },
    ...(financialPermission
      ? catalogueColumns<Row<K>>(financialCatalogue, {
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
