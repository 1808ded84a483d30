import * as z from 'zod';
import { inputShape } from '../catalogue/field.ts';
import { financialCatalogue } from '../relations/financial.ts';
import { cellValue, issueMessages, type UsersByName } from './cells.ts';
import { importCatalogues, type FieldTarget } from './fields.ts';
import type { ImportFormat, ImportKind } from './public.ts';

/**
 * One row of a sheet checked with the catalogue's own rules (the kind's input schema, the one the
 * forms and the API use): the record's data and its financial record's as they would be saved,
 * or why not. Errors keep a row out; warnings (a value left out) let it in.
 */
export interface RowCheck {
  data?: Record<string, unknown>;
  financial?: Record<string, unknown>;
  errors: string[];
  warnings: string[];
  /** The values the duplicate warning looks for, as stored. */
  identity: { kvk?: string; vat?: string; email?: string };
}

const financialSchema = z.object(inputShape(financialCatalogue));

/** What a lead needs and a sheet of old leads seldom has: its source. */
const defaults: Record<ImportKind, Record<string, unknown>> = {
  lead: { source: 'overig' },
  customer: {},
  supplier: {},
};

export function checkRow(
  kind: ImportKind,
  columns: readonly (FieldTarget | undefined)[],
  cells: readonly string[],
  users: UsersByName,
  format: ImportFormat,
): RowCheck {
  const record: Record<string, unknown> = { ...defaults[kind] };
  const financial: Record<string, unknown> = {};
  const errors = new Map<string, string>();
  const warnings: string[] = [];
  let financialFilled = false;
  columns.forEach((target, column) => {
    if (!target) return;
    const parsed = cellValue(target.field, cells[column] ?? '', users, format);
    if ('message' in parsed) {
      // An unknown user is left empty rather than refusing the row.
      if (target.field.type === 'user') warnings.push(`${target.field.label}: ${parsed.message}`);
      else errors.set(target.name, `${target.field.label}: ${parsed.message}`);
      return;
    }
    if (parsed.value === undefined) return;
    if (target.financial) {
      financial[target.name] = parsed.value;
      financialFilled = true;
    } else record[target.name] = parsed.value;
  });
  const labels = new Map(columns.flatMap((target) => (target ? [[target.name, target.field.label]] : [])));
  const labelOf = (field: string) => labels.get(field) ?? field;

  const result = importCatalogues[kind].schema.safeParse(record);
  if (!result.success) {
    for (const [field, message] of issueMessages(result.error, labelOf)) {
      if (!errors.has(field)) errors.set(field, message);
    }
  }
  const financialResult = financialFilled ? financialSchema.safeParse(financial) : undefined;
  if (financialResult && !financialResult.success) {
    for (const [field, message] of issueMessages(financialResult.error, labelOf)) {
      if (!errors.has(field)) errors.set(field, message);
    }
  }
  if (errors.size > 0 || !result.success) {
    return { errors: [...errors.values()], warnings, identity: {} };
  }
  const data = result.data as Record<string, unknown>;
  const str = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
  const kvk = str(data.kvkNumber);
  const vat = str(data.vatNumber);
  const email = str(data.email)?.toLowerCase();
  return {
    data,
    ...(financialResult?.success ? { financial: financialResult.data as Record<string, unknown> } : {}),
    errors: [],
    warnings,
    identity: { ...(kvk ? { kvk } : {}), ...(vat ? { vat } : {}), ...(email ? { email } : {}) },
  };
}
