import { canSeeFinancial } from '../auth/permissions.ts';
import { findDuplicates, type DuplicateHit } from '../relations/search.ts';
import { objectBytes } from '../storage/s3.ts';
import { allUsers } from '../users/repository.ts';
import { importTargets, type FieldTarget } from './fields.ts';
import type { PreviewRow } from './public.ts';
import { importObjects, type ImportItem } from './record.ts';
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
    importTargets(item.kind, canSeeFinancial(item.role, item.kind)).map((target) => [target.name, target]),
  );
  return item.mapping.map((name) => (name ? targets.get(name) : undefined));
}

/** Every user's id by lower-case name (5 to 200 staff), for owner and account manager columns. */
async function usersByName(): Promise<Map<string, string>> {
  const users = await allUsers();
  return new Map(users.map((user) => [user.name.toLowerCase(), user.id]));
}

/** Runs `work` over items, `concurrency` at a time, in order of the answers. */
async function mapConcurrently<T, R>(
  items: readonly T[],
  concurrency: number,
  work: (item: T) => Promise<R>,
) {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index] as T);
      }
    }),
  );
  return results;
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
  let start = 0;
  for await (const cellsOfPage of pagesOf(rows, pageSize)) {
    const page = cellsOfPage.map((cells, i) => {
      const row = start + i + 2;
      const check = checkRow(item.kind, columns, cells, users, item.format);
      let earlierRow: number | undefined;
      for (const [field, value] of Object.entries(check.identity)) {
        const key = `${field}#${value}`;
        const first = firstRowOf.get(key);
        if (first !== undefined) earlierRow ??= first;
        else firstRowOf.set(key, row);
      }
      return { row, cells, check, earlierRow };
    });
    start += cellsOfPage.length;
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
  const nameColumn = columns.findIndex((target) => target?.name === 'companyName');
  const label = (nameColumn >= 0 ? row.cells[nameColumn] : row.cells[0])?.trim() ?? '';
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
  return { row: row.row, state, label, messages, duplicates };
}
