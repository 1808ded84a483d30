import * as z from 'zod';
import { inputShape } from '../catalogue/field.ts';
import { organisationCatalogue } from '../catalogue/organisation.ts';
import { contactInputSchema } from '../contacts/schema.ts';
import { financialCatalogue } from '../relations/financial.ts';
import { cellValue, issueMessages, type UsersByName } from './cells.ts';
import { importCatalogues, type FieldTarget } from './fields.ts';
import { isContactImport, type ImportFormat, type ImportKind } from './public.ts';

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
  /** Contact people: the company the row names, to be found among the parent kind's records. */
  company?: { name: string; kvk?: string };
}

const financialSchema = z.object(inputShape(financialCatalogue));
/** The columns naming a contact person's company, checked as the company's own fields are. */
const companySchema = z.object(
  inputShape({ companyName: organisationCatalogue.companyName, kvkNumber: organisationCatalogue.kvkNumber }),
);

function inputSchemaOf(kind: ImportKind): z.ZodType {
  return isContactImport(kind) ? contactInputSchema : importCatalogues[kind].schema;
}

/** What a lead needs and a sheet of old leads seldom has: its source. */
const defaults: Partial<Record<ImportKind, Record<string, unknown>>> = { lead: { source: 'overig' } };

export function checkRow(
  kind: ImportKind,
  columns: readonly (FieldTarget | undefined)[],
  cells: readonly string[],
  users: UsersByName,
  format: ImportFormat,
): RowCheck {
  const record: Record<string, unknown> = { ...defaults[kind] };
  const financial: Record<string, unknown> = {};
  const company: Record<string, unknown> = {};
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
    if (target.company) company[target.name] = parsed.value;
    else if (target.financial) {
      financial[target.name] = parsed.value;
      financialFilled = true;
    } else record[target.name] = parsed.value;
  });
  const labels = new Map(columns.flatMap((target) => (target ? [[target.name, target.field.label]] : [])));
  const labelOf = (field: string) => labels.get(field) ?? field;

  const refuse = (error: z.ZodError) => {
    for (const [field, message] of issueMessages(error, labelOf)) {
      if (!errors.has(field)) errors.set(field, message);
    }
  };
  const result = inputSchemaOf(kind).safeParse(record);
  if (!result.success) refuse(result.error);
  const financialResult = financialFilled ? financialSchema.safeParse(financial) : undefined;
  if (financialResult && !financialResult.success) refuse(financialResult.error);
  const companyResult = isContactImport(kind) ? companySchema.safeParse(company) : undefined;
  if (companyResult && !companyResult.success) refuse(companyResult.error);
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
    ...(companyResult?.success ? { company: companyOf(companyResult.data) } : {}),
    errors: [],
    warnings,
    identity: { ...(kvk ? { kvk } : {}), ...(vat ? { vat } : {}), ...(email ? { email } : {}) },
  };
}

function companyOf(data: { companyName?: unknown; kvkNumber?: unknown }): NonNullable<RowCheck['company']> {
  const kvk = typeof data.kvkNumber === 'string' && data.kvkNumber ? data.kvkNumber : undefined;
  return { name: String(data.companyName), ...(kvk ? { kvk } : {}) };
}
