import { findDuplicates, type DuplicateHit } from '../relations/search.ts';
import { objectBytes } from '../storage/s3.ts';
import { allUsers } from '../users/repository.ts';
import { importSeesFinancial, importTargets, type FieldTarget } from './fields.ts';
import { importParentKind, isContactImport, type PreviewRow } from './public.ts';
import { importObjects, type ImportItem } from './record.ts';
import { mapConcurrently } from './concurrent.ts';
import { ContactRows, type MatchedCompany } from './contacts.ts';
import { checkRow, type RowCheck } from './rows.ts';
import { dataRows } from './sheet.ts';

/**
 * An import's sheet read and checked row by row, as the preview shows it and the job writes it:
 * the catalogue's rules, then the duplicate warning the app gives (same KvK-nummer, BTW-nummer or
 * e-mailadres) against existing records and against earlier rows of the same file.
 */
export interface AnalysedRow {
  /** The row's number in the file (the header is row 1). */
  row: number;
  cells: string[];
  check: RowCheck;
  /** An existing record of the kind with the same KvK, BTW or e-mail. */
  existing?: DuplicateHit;
  /** An earlier row of the file with the same KvK, BTW or e-mail. */
  earlierRow?: number;
  /** Records of another kind with the same values (only named in a warning). */
  others: DuplicateHit[];
  /** Contact people: the company the row goes under, and whether it becomes its primary one. */
  company?: MatchedCompany;
  primary?: boolean;
}

const fieldWords = { kvk: 'KvK-nummer', vat: 'BTW-nummer', email: 'e-mailadres' } as const;
const kindWords = { lead: 'lead', customer: 'klant', supplier: 'leverancier' } as const;

/** The import's sheet, its data rows read from the bucket as they are needed. */
export function loadSheet(item: ImportItem): AsyncGenerator<string[]> {
  return dataRows(() => objectBytes(importObjects.source(item.id)), item.format);
}

/** The mapped field of each column (undefined: not imported). */
export function mappedColumns(item: ImportItem): (FieldTarget | undefined)[] {
  const targets = new Map(
    importTargets(item.kind, importSeesFinancial(item.role, item.kind)).map((target) => [
      target.name,
      target,
    ]),
  );
  return item.mapping.map((name) => (name ? targets.get(name) : undefined));
}

/** Every user's id by lower-case name (5 to 200 staff), for owner and account manager columns. */
async function usersByName(): Promise<Map<string, string>> {
  const users = await allUsers();
  return new Map(users.map((user) => [user.name.toLowerCase(), user.id]));
}

/** The rows of a stream in pages of `size`. */
async function* pagesOf<T>(items: AsyncIterable<T>, size: number): AsyncGenerator<T[]> {
  let page: T[] = [];
  for await (const item of items) {
    page.push(item);
    if (page.length === size) {
      yield page;
      page = [];
    }
  }
  if (page.length) yield page;
}

/**
 * Checks every row of a sheet as it is read (in pages of `pageSize`, so the caller can write as
 * it goes; no more than a page is held).
 */
export async function* analyseSheet(
  item: ImportItem,
  rows: AsyncIterable<string[]>,
  options: {
    pageSize?: number;
    /** Whether a row's duplicates are looked up (not for rows an earlier run wrote). */
    lookup?: (row: number) => boolean;
  } = {},
): AsyncGenerator<AnalysedRow[]> {
  const { pageSize = 100, lookup = () => true } = options;
  const columns = mappedColumns(item);
  const users = await usersByName();
  const firstRowOf = new Map<string, number>();
  // Contact people: a first read of the sheet finds which companies have a row saying Ja.
  const contacts = isContactImport(item.kind)
    ? await ContactRows.of(item.kind, importParentKind(item.kind), loadSheet(item), columns, item.format)
    : undefined;
  let start = 0;
  for await (const cellsOfPage of pagesOf(rows, pageSize)) {
    const page = cellsOfPage.map((cells, i) => {
      const row = start + i + 2;
      const check = checkRow(item.kind, columns, cells, users, item.format);
      let earlierRow: number | undefined;
      // Contact people are duplicates per company (contacts.ts), not across the file.
      for (const [field, value] of contacts ? [] : Object.entries(check.identity)) {
        const key = `${field}#${value}`;
        const first = firstRowOf.get(key);
        if (first !== undefined) earlierRow ??= first;
        else firstRowOf.set(key, row);
      }
      return { row, cells, check, earlierRow };
    });
    start += cellsOfPage.length;
    if (contacts) {
      const matches = await contacts.analyse(page);
      yield page.map((row, i) => ({ ...row, ...matches[i], others: [] }) as AnalysedRow);
      continue;
    }
    const hits = await mapConcurrently(page, 8, (row) =>
      Object.keys(row.check.identity).length && lookup(row.row)
        ? findDuplicates(row.check.identity)
        : Promise.resolve([]),
    );
    yield page.map((row, i) => {
      const found = hits[i] ?? [];
      return {
        ...row,
        existing: found.find((hit) => hit.kind === item.kind),
        others: found.filter((hit) => hit.kind !== item.kind),
      };
    });
  }
}

/** A row as the preview shows it. */
export function previewOf(row: AnalysedRow, columns: readonly (FieldTarget | undefined)[]): PreviewRow {
  const label = rowLabel(row, columns);
  const duplicates: PreviewRow['duplicates'] = [];
  if (row.existing) {
    duplicates.push({ field: row.existing.field, recordId: row.existing.id, label: row.existing.label });
  }
  if (row.earlierRow !== undefined) {
    const field = (Object.keys(row.check.identity)[0] ?? 'kvk') as 'kvk' | 'vat' | 'email';
    duplicates.push({ field, row: row.earlierRow, label: `rij ${row.earlierRow}` });
  }
  const messages = [
    ...row.check.errors,
    ...row.check.warnings,
    ...row.others.map(
      (hit) => `Er is al een ${kindWords[hit.kind]} met dit ${fieldWords[hit.field]}: ${hit.label}.`,
    ),
  ];
  const state = row.check.errors.length
    ? 'error'
    : messages.length || duplicates.length
      ? 'warning'
      : 'valid';
  return {
    row: row.row,
    state,
    label,
    messages,
    duplicates,
    ...(row.company ? { company: { id: row.company.id, label: row.company.label } } : {}),
  };
}

/** What names a row in the preview: its company's name, or a contact person's own name. */
function rowLabel(row: AnalysedRow, columns: readonly (FieldTarget | undefined)[]): string {
  const cell = (name: string) => {
    const column = columns.findIndex((target) => target?.name === name && !target.company);
    return column >= 0 ? (row.cells[column]?.trim() ?? '') : '';
  };
  const contact = ['firstName', 'infix', 'lastName'].map(cell).filter(Boolean).join(' ');
  if (contact) return contact;
  const nameColumn = columns.findIndex((target) => target?.name === 'companyName');
  return (nameColumn >= 0 ? row.cells[nameColumn] : row.cells[0])?.trim() ?? '';
}
