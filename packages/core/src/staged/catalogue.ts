import type { Catalogue, FieldDef } from '../catalogue/field.ts';
import { organisationCatalogue } from '../catalogue/organisation.ts';
import { contactCatalogue } from '../contacts/schema.ts';
import { financialCatalogue } from '../relations/financial.ts';
import { supplierCatalogue } from '../suppliers/schema.ts';

/**
 * The fields an outsider may be asked for, per kind of target record (decision 046), named as a
 * change set and a request template name them, `<group>.<field>`: an organisation field as
 * `organisation.<name>`, the kind's own as `<kind>.<name>` (`supplier.category`), its financial
 * record's as `financial.<name>`, its primary contact person's as `contact.<name>` (a contact
 * person's `email` is not the organisation's). Browser-safe: the review screen and the request
 * templates read the same names and labels.
 */
export const stagedTargetKinds = ['supplier', 'customer', 'lead'] as const;
export type StagedTargetKind = (typeof stagedTargetKinds)[number];

/** Which item of the target a field lives on. */
export type StagedGroup = 'record' | 'financial' | 'contact';

export const ORGANISATION_FIELD_PREFIX = 'organisation.';
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

const organisationFields = prefixed(ORGANISATION_FIELD_PREFIX, asked(organisationCatalogue));
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
    'supplier.category': supplierCatalogue.category,
    ...financialFields,
    ...contactFields,
  },
  customer: { ...organisationFields, ...financialFields, ...contactFields },
  lead: { ...organisationFields, ...contactFields },
};

/** The item a staged field lives on and its name there (`organisation.city` is the record's `city`). */
export function stagedGroupOf(field: string): { group: StagedGroup; name: string } {
  const dot = field.indexOf('.');
  const prefix = field.slice(0, dot);
  const name = field.slice(dot + 1);
  if (prefix === 'financial' || prefix === 'contact') return { group: prefix, name };
  return { group: 'record', name };
}

/** The fields that need two approvers and a phone call unless a template says otherwise. */
export function defaultCriticalFields(kind: StagedTargetKind): string[] {
  return Object.entries(stagedCatalogues[kind])
    .filter(([, field]) => field.critical)
    .map(([name]) => name);
}

/** The financial and contact fields as the history of an approval names them (registry/history.ts). */
export const stagedHistoryFields: Catalogue = { ...financialFields, ...contactFields };
