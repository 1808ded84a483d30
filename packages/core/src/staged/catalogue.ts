import type { Catalogue, FieldDef } from '../catalogue/field.ts';
import { organisationCatalogue } from '../catalogue/organisation.ts';
import { contactCatalogue } from '../contacts/schema.ts';
import { financialCatalogue } from '../relations/financial.ts';
import { supplierCatalogue } from '../suppliers/schema.ts';

/**
 * The fields an outsider may be asked for, per kind of target record (decision 046), named as a
 * change set names them: a field of the record by its own name (`companyName`), one of its
 * financial record as `financial.<name>`, one of its primary contact person as `contact.<name>`
 * (a contact person's `email` is not the organisation's). Browser-safe: the review screen and the
 * request templates read the same names and labels.
 */
export const stagedTargetKinds = ['supplier', 'customer', 'lead'] as const;
export type StagedTargetKind = (typeof stagedTargetKinds)[number];

/** Which item of the target a field lives on. */
export type StagedGroup = 'record' | 'financial' | 'contact';

export const FINANCIAL_FIELD_PREFIX = 'financial.';
export const CONTACT_FIELD_PREFIX = 'contact.';

/** Fields of a group that an outsider is asked for: every editable one but the staff's own. */
function asked(catalogue: Catalogue, except: readonly string[] = []): [string, FieldDef][] {
  return Object.entries(catalogue).filter(([name, field]) => field.input && !except.includes(name));
}

function prefixed(prefix: string, entries: [string, FieldDef][], suffix = ''): Record<string, FieldDef> {
  return Object.fromEntries(
    entries.map(([name, field]) => [
      `${prefix}${name}`,
      { ...field, label: suffix ? `${field.label} ${suffix}` : field.label },
    ]),
  );
}

const organisationFields = Object.fromEntries(asked(organisationCatalogue));
const financialFields = prefixed(FINANCIAL_FIELD_PREFIX, asked(financialCatalogue));
// Who is primary is the staff's choice, not the outsider's.
const contactFields = prefixed(
  CONTACT_FIELD_PREFIX,
  asked(contactCatalogue, ['primary']),
  '(contactpersoon)',
);

/**
 * Per kind, its staged catalogue in display order. A kind's own fields are the staff's (status,
 * owner, account manager, expected value) except a supplier's Categorie; leads have no financial
 * record.
 */
export const stagedCatalogues: Readonly<Record<StagedTargetKind, Catalogue>> = {
  supplier: {
    ...organisationFields,
    category: supplierCatalogue.category,
    ...financialFields,
    ...contactFields,
  },
  customer: { ...organisationFields, ...financialFields, ...contactFields },
  lead: { ...organisationFields, ...contactFields },
};

/** The group a staged field belongs to and its name on that item. */
export function stagedGroupOf(field: string): { group: StagedGroup; name: string } {
  if (field.startsWith(FINANCIAL_FIELD_PREFIX))
    return { group: 'financial', name: field.slice(FINANCIAL_FIELD_PREFIX.length) };
  if (field.startsWith(CONTACT_FIELD_PREFIX))
    return { group: 'contact', name: field.slice(CONTACT_FIELD_PREFIX.length) };
  return { group: 'record', name: field };
}

/** The fields that need two approvers and a phone call unless a template says otherwise. */
export function defaultCriticalFields(kind: StagedTargetKind): string[] {
  return Object.entries(stagedCatalogues[kind])
    .filter(([, field]) => field.critical)
    .map(([name]) => name);
}

/** The financial and contact fields as the history of an approval names them (registry/history.ts). */
export const stagedHistoryFields: Catalogue = { ...financialFields, ...contactFields };
