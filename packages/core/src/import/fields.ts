import { canSeeFinancial, type Role } from '../auth/permissions.ts';
import type { Catalogue, FieldDef } from '../catalogue/field.ts';
import { organisationCatalogue } from '../catalogue/organisation.ts';
import { contactCatalogue } from '../contacts/schema.ts';
import { customerCatalogue, customerInputSchema } from '../customers/schema.ts';
import { leadCatalogue, leadInputSchema } from '../leads/schema.ts';
import { financialCatalogue } from '../relations/financial.ts';
import { supplierCatalogue, supplierInputSchema } from '../suppliers/schema.ts';
import {
  importMessages,
  importParentKind,
  isContactImport,
  type ImportField,
  type ImportKind,
} from './public.ts';

/**
 * What a column of a sheet can go to: the editable fields of the kind's catalogue, and for
 * customers and suppliers (with `.financial`) those of the financial record. A column is matched
 * to a field by the field's Dutch label (also the export's header, so an export imports back
 * unchanged) or its name, ignoring case, accents, spaces and punctuation.
 */
export interface FieldTarget {
  name: string;
  field: FieldDef;
  /** Part of the financial record, not of the record itself. */
  financial: boolean;
  /** Contact people: names the company the row goes under (Bedrijfsnaam, KvK-nummer). */
  company?: boolean;
  /** Other headers that mean this field. */
  aliases?: readonly string[];
}

export const importCatalogues = {
  lead: { catalogue: leadCatalogue, schema: leadInputSchema },
  customer: { catalogue: customerCatalogue, schema: customerInputSchema },
  supplier: { catalogue: supplierCatalogue, schema: supplierInputSchema },
} as const;

function editable(catalogue: Catalogue, financial: boolean): FieldTarget[] {
  return Object.entries(catalogue)
    .filter(([, field]) => field.input)
    .map(([name, field]) => ({ name, field, financial }));
}

/** Headers of a sheet of contact people that name their company, by the kind it is. */
const companyAliases = {
  lead: ['Bedrijf', 'Organisatie', 'Lead', 'Leadnaam'],
  customer: ['Bedrijf', 'Organisatie', 'Klant', 'Klantnaam'],
  supplier: ['Bedrijf', 'Organisatie', 'Leverancier', 'Leveranciersnaam'],
} as const;

/** Whether the import's mapping offers the financial record's fields (customers, suppliers). */
export function importSeesFinancial(role: Role, kind: ImportKind): boolean {
  return !isContactImport(kind) && canSeeFinancial(role, kind);
}

export function importTargets(kind: ImportKind, withFinancial: boolean): FieldTarget[] {
  if (isContactImport(kind)) {
    return [
      ...editable(contactCatalogue, false),
      {
        name: 'companyName',
        field: organisationCatalogue.companyName,
        financial: false,
        company: true,
        aliases: companyAliases[importParentKind(kind)],
      },
      { name: 'kvkNumber', field: organisationCatalogue.kvkNumber, financial: false, company: true },
    ];
  }
  return [
    ...editable(importCatalogues[kind].catalogue, false),
    ...(withFinancial && kind !== 'lead' ? editable(financialCatalogue, true) : []),
  ];
}

/** The fields as the mapping screen offers them. */
export function importFields(kind: ImportKind, withFinancial: boolean): ImportField[] {
  return importTargets(kind, withFinancial).map((target) => ({
    name: target.name,
    label: target.field.label,
    required: requiredFields(kind).includes(target.name),
  }));
}

/** Fields a row cannot do without (Bron of a lead defaults to Overig when the sheet has none). */
export function requiredFields(kind: ImportKind): string[] {
  return isContactImport(kind) ? ['companyName', 'firstName', 'lastName'] : ['companyName'];
}

/** `kvknummer` for `KvK-nummer`, `emailadres` for `E-mailadres `: how headers are compared. */
export function headerKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/**
 * The field of each column: the remembered choice for that header first (a mapping saved for the
 * kind), else the field whose label or name matches; a field is given to one column only.
 */
export function proposeMapping(
  headers: readonly string[],
  targets: readonly FieldTarget[],
  remembered: Readonly<Record<string, string | null>> = {},
): (string | null)[] {
  const byKey = new Map<string, string>();
  for (const target of targets) {
    byKey.set(headerKey(target.name), target.name);
    byKey.set(headerKey(target.field.label), target.name);
    for (const alias of target.aliases ?? []) byKey.set(headerKey(alias), target.name);
  }
  const known = new Set(targets.map((target) => target.name));
  const taken = new Set<string>();
  return headers.map((header) => {
    const key = headerKey(header);
    const choice = key in remembered ? remembered[key] : byKey.get(key);
    if (!choice || !known.has(choice) || taken.has(choice)) return null;
    taken.add(choice);
    return choice;
  });
}

/**
 * Checks a mapping sent by the screen: one entry per column, known fields only, no field twice,
 * the required ones present. Field errors are keyed `mapping.<column>`.
 */
export function mappingErrors(
  kind: ImportKind,
  headers: readonly string[],
  mapping: readonly (string | null)[],
  targets: readonly FieldTarget[],
): Record<string, string[]> {
  if (mapping.length !== headers.length) return { mapping: [importMessages.staleMapping] };
  const errors: Record<string, string[]> = {};
  const labels = new Map(targets.map((target) => [target.name, target.field.label]));
  const seen = new Map<string, number>();
  mapping.forEach((name, column) => {
    if (name === null) return;
    const label = labels.get(name);
    if (!label) {
      errors[`mapping.${column}`] = [importMessages.unknownField];
      return;
    }
    if (seen.has(name)) {
      errors[`mapping.${column}`] = [importMessages.mappedTwice(label)];
      errors[`mapping.${seen.get(name)}`] ??= [importMessages.mappedTwice(label)];
    } else seen.set(name, column);
  });
  for (const name of requiredFields(kind)) {
    if (!seen.has(name)) errors.mapping = [importMessages.required(labels.get(name) ?? name)];
  }
  return errors;
}
