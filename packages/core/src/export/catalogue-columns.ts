import type { Permission } from '../auth/permissions.ts';
import type { Catalogue, FieldDef } from '../catalogue/field.ts';
import { formatIban } from '../nl/iban.ts';
import type { ExportColumn } from './list.ts';
import { amsterdamDate, yesNo, type Cell, type ColumnType } from './table.ts';

const regionNames = new Intl.DisplayNames('nl', { type: 'region' });
/** Names already looked up: an export asks for the same few countries on every row. */
const countryNames = new Map<string, string>();

/** `Nederland` for `NL`, as the screens show it. */
export function countryName(code: string): string {
  let name = countryNames.get(code);
  if (name === undefined) {
    try {
      name = regionNames.of(code) ?? code;
    } catch {
      name = code;
    }
    // Codes are checked on input; the bound keeps odd stored values from growing the map.
    if (countryNames.size < 1000) countryNames.set(code, name);
  }
  return name;
}

export interface CatalogueColumnOptions<Row> {
  /** The item the catalogue describes in a row (absent: empty cells). */
  item(row: Row): Record<string, unknown> | undefined;
  /** A user's name (owners, account managers). */
  userName(row: Row, id: string): string;
  /** Only exported with this permission (the financial record's fields). */
  permission?: Permission;
}

function cell(field: FieldDef, value: unknown, userName: (id: string) => string): Cell {
  if (value === undefined || value === null || value === '') return null;
  switch (field.type) {
    case 'amount':
    case 'integer':
      return typeof value === 'number' ? value : null;
    case 'boolean':
      return yesNo(Boolean(value));
    case 'enum':
      return field.options?.[String(value)] ?? String(value);
    case 'user':
      return userName(String(value));
    case 'country':
      return countryName(String(value));
    case 'iban':
      return formatIban(String(value));
    case 'datetime':
      return amsterdamDate(String(value));
    default:
      return String(value);
  }
}

const columnTypes: Partial<Record<FieldDef['type'], ColumnType>> = {
  amount: 'amount',
  integer: 'number',
  date: 'date',
  datetime: 'date',
};

/** The stored attributes of a catalogue's exported fields: what its columns read. */
export function exportedAttributes(catalogue: Catalogue): string[] {
  return Object.entries(catalogue)
    .filter(([, field]) => field.exported !== false)
    .map(([name]) => name);
}

/**
 * An export column for every exported field of a catalogue, in its order, headed by its Dutch
 * label and written by its type: a field added to the catalogue is exported with no other edit.
 */
export function catalogueColumns<Row>(
  catalogue: Catalogue,
  options: CatalogueColumnOptions<Row>,
): ExportColumn<Row>[] {
  return Object.entries(catalogue)
    .filter(([, field]) => field.exported !== false)
    .map(([name, field]) => ({
      header: field.label,
      type: columnTypes[field.type],
      ...(options.permission ? { permission: options.permission } : {}),
      value: (row: Row) => cell(field, options.item(row)?.[name], (id) => options.userName(row, id)),
    }));
}
