import type { Permission } from '../auth/permissions.ts';
import { customerStatusLabels } from '../customers/schema.ts';
import { batchGet } from '../db/batch.ts';
import { keys, type RelationKind } from '../db/keys.ts';
import { leadSourceLabels, leadStatusLabels } from '../leads/schema.ts';
import { formatIban } from '../nl/iban.ts';
import { financialLabels } from '../relations/financial.ts';
import {
  financialItemSchema,
  type CustomerItem,
  type FinancialItem,
  type LeadItem,
  type RelationItem,
  type SupplierItem,
} from '../relations/item.ts';
import { relationListQuerySchema, toRelationListQuery } from '../relations/list-query.ts';
import { organisationLabels } from '../relations/organisation.ts';
import { listOrganisations } from '../relations/service.ts';
import { supplierStatusLabels } from '../suppliers/schema.ts';
import { allUsers } from '../users/repository.ts';
import { defineExportList, type ExportColumn } from './list.ts';
import { amsterdamDate, yesNo } from './table.ts';

/** Rows per read: BatchGetItem's limit, so one page's financial records are one request. */
export const EXPORT_PAGE_SIZE = 100;

interface Items {
  lead: LeadItem;
  customer: CustomerItem;
  supplier: SupplierItem;
}

export interface RelationRow<Item> {
  record: Item;
  /** The owner's or account manager's name. */
  owner: string | null;
  financial: FinancialItem | undefined;
}

const regionNames = new Intl.DisplayNames('nl', { type: 'region' });

/** `Nederland` for `NL`, as the screens show it. */
function countryName(code: string): string {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Every user's name by id (5 to 200 staff), including deactivated ones who still own records. */
async function userNames(): Promise<Map<string, string>> {
  return new Map((await allUsers()).map((user) => [user.id, user.name]));
}

/** The financial records of one page in one BatchGetItem. */
async function financialRecords(kind: RelationKind, ids: string[]): Promise<Map<string, FinancialItem>> {
  const items = await batchGet(ids.map((id) => keys.financial(kind, id)));
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
      limit: EXPORT_PAGE_SIZE,
      cursor,
    });
    const records = page.items.filter(isKind(kind));
    const financial = withFinancial
      ? await financialRecords(
          kind,
          records.map((record) => record.id),
        )
      : new Map<string, FinancialItem>();
    yield records.map((record) => {
      const ownerId = 'ownerId' in record ? record.ownerId : undefined;
      return {
        record,
        owner: ownerId ? (names.get(ownerId) ?? 'Onbekende gebruiker') : null,
        financial: financial.get(record.pk),
      };
    });
    cursor = page.cursor;
  } while (cursor);
}

type Row<K extends RelationKind> = RelationRow<Items[K]>;

const text = <K extends RelationKind>(
  header: string,
  value: (record: Items[K]) => string | undefined,
): ExportColumn<Row<K>> => ({ header, value: (row) => value(row.record) });

function organisationColumns<K extends RelationKind>(): ExportColumn<Row<K>>[] {
  const labels = organisationLabels;
  return [
    text(labels.kvkNumber, (r) => r.kvkNumber),
    text(labels.vatNumber, (r) => r.vatNumber),
    text(labels.street, (r) => r.street),
    text(labels.houseNumber, (r) => r.houseNumber),
    text(labels.houseNumberAddition, (r) => r.houseNumberAddition),
    text(labels.postcode, (r) => r.postcode),
    text(labels.city, (r) => r.city),
    text(labels.country, (r) => countryName(r.country)),
    text(labels.phone, (r) => r.phone),
    text(labels.email, (r) => r.email),
    text(labels.website, (r) => r.website),
    text(labels.notes, (r) => r.notes),
    { header: 'Aangemaakt', type: 'date', value: (row) => amsterdamDate(row.record.createdAt) },
  ];
}

function financialColumns<K extends RelationKind>(permission: Permission): ExportColumn<Row<K>>[] {
  const labels = financialLabels;
  const column = (
    header: string,
    value: (financial: FinancialItem) => string | number | null | undefined,
    type?: ExportColumn<Row<K>>['type'],
  ): ExportColumn<Row<K>> => ({
    header,
    type,
    permission,
    value: (row) => (row.financial ? value(row.financial) : null),
  });
  return [
    column(labels.iban, (f) => f.iban && formatIban(f.iban)),
    column(labels.bic, (f) => f.bic),
    column(labels.accountHolder, (f) => f.accountHolder),
    column(labels.invoiceEmail, (f) => f.invoiceEmail),
    column(labels.invoiceAddress, (f) => f.invoiceAddress),
    column(labels.paymentTermDays, (f) => f.paymentTermDays, 'number'),
    column(labels.directDebit, (f) => yesNo(f.directDebit)),
    column(labels.directDebitReference, (f) => f.directDebitReference),
    column(labels.directDebitDate, (f) => f.directDebitDate, 'date'),
    column(labels.creditLimit, (f) => f.creditLimit, 'amount'),
    column(labels.vatLiable, (f) => yesNo(f.vatLiable)),
  ];
}

const owner = <K extends RelationKind>(header: string): ExportColumn<Row<K>> => ({
  header,
  value: (row) => row.owner,
});

export const leadsExport = defineExportList({
  permission: 'leads.view',
  fileStem: 'leads',
  sheetName: 'Leads',
  query: relationListQuerySchema,
  columns: [
    text<'lead'>(organisationLabels.companyName, (r) => r.companyName),
    text<'lead'>('Status', (r) => leadStatusLabels[r.status]),
    text<'lead'>('Bron', (r) => leadSourceLabels[r.source]),
    owner<'lead'>('Eigenaar'),
    { header: 'Verwachte waarde', type: 'amount', value: (row) => row.record.expectedValue },
    { header: 'Opvolgdatum', type: 'date', value: (row) => row.record.followUpDate },
    text<'lead'>('Reden verloren', (r) => r.lostReason),
    ...organisationColumns<'lead'>(),
  ],
  pages: (query) => relationPages('lead', query, false),
});

export const customersExport = defineExportList({
  permission: 'customers.view',
  fileStem: 'klanten',
  sheetName: 'Klanten',
  query: relationListQuerySchema,
  columns: [
    text<'customer'>('Klantnummer', (r) => r.number),
    text<'customer'>(organisationLabels.companyName, (r) => r.companyName),
    text<'customer'>('Status', (r) => customerStatusLabels[r.status]),
    owner<'customer'>('Accountmanager'),
    ...organisationColumns<'customer'>(),
    ...financialColumns<'customer'>('customers.financial'),
  ],
  pages: (query, access) => relationPages('customer', query, access.can('customers.financial')),
});

export const suppliersExport = defineExportList({
  permission: 'suppliers.view',
  fileStem: 'leveranciers',
  sheetName: 'Leveranciers',
  query: relationListQuerySchema,
  columns: [
    text<'supplier'>('Leveranciersnummer', (r) => r.number),
    text<'supplier'>(organisationLabels.companyName, (r) => r.companyName),
    text<'supplier'>('Categorie', (r) => r.category),
    text<'supplier'>('Status', (r) => supplierStatusLabels[r.status]),
    ...organisationColumns<'supplier'>(),
    ...financialColumns<'supplier'>('suppliers.financial'),
  ],
  pages: (query, access) => relationPages('supplier', query, access.can('suppliers.financial')),
});
