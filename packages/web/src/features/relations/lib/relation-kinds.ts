import { customerCatalogue, customerStatuses, customerStatusLabels } from '@crm/core/customers/schema';
import { leadCatalogue, leadStatuses, leadStatusLabels } from '@crm/core/leads/schema';
import { supplierCatalogue, supplierStatuses, supplierStatusLabels } from '@crm/core/suppliers/schema';
import type { Catalogue, FieldDef } from '@crm/core/catalogue/field';
import { paths } from '../../../config/paths';
import { relationAreas, type RelationArea, type RelationKind } from '../../../lib/relations/relation-api';

/**
 * What differs between leads, customers and suppliers for the screens: names, statuses, paths and
 * permission area. Everything else (list, detail, form machinery) is shared and takes a kind.
 */
export { relationKinds, type RelationArea, type RelationKind } from '../../../lib/relations/relation-api';

export type BadgeColor = 'green' | 'gray' | 'amber' | 'blue';

type KindInfo = {
  area: RelationArea;
  /** `lead`, `klant`, `leverancier`: in running text. */
  one: string;
  many: string;
  /** Page titles: `Leads`, `Klanten`, `Leveranciers`. */
  title: string;
  /** `de lead`, `de klant`: for sentences such as "Verwijder de klant". */
  the: string;
  /** Every field of the kind, with its Dutch label. */
  catalogue: Catalogue & { status: FieldDef };
  statuses: readonly string[];
  statusLabels: Readonly<Record<string, string>>;
  statusColors: Readonly<Record<string, BadgeColor>>;
  /** Label of `ownerId`: Eigenaar for leads, Accountmanager for customers; none for suppliers. */
  ownerLabel: string | null;
  numberLabel: string | null;
  paths: {
    list: { getHref: (search?: string) => string };
    create: { getHref: () => string };
    detail: { getHref: (id: string, tab?: string) => string };
    edit: { getHref: (id: string) => string };
  };
};

export const relationKindInfo: Record<RelationKind, KindInfo> = {
  lead: {
    area: relationAreas.lead,
    one: 'lead',
    many: 'leads',
    title: 'Leads',
    the: 'de lead',
    catalogue: leadCatalogue,
    statuses: leadStatuses,
    statusLabels: leadStatusLabels,
    statusColors: {
      nieuw: 'blue',
      contact_gelegd: 'blue',
      gekwalificeerd: 'amber',
      offerte_verstuurd: 'amber',
      gewonnen: 'green',
      verloren: 'gray',
    },
    ownerLabel: leadCatalogue.ownerId.label,
    numberLabel: null,
    paths: paths.leads,
  },
  customer: {
    area: relationAreas.customer,
    one: 'klant',
    many: 'klanten',
    title: 'Klanten',
    the: 'de klant',
    catalogue: customerCatalogue,
    statuses: customerStatuses,
    statusLabels: customerStatusLabels,
    statusColors: { actief: 'green', inactief: 'gray' },
    ownerLabel: customerCatalogue.ownerId.label,
    numberLabel: customerCatalogue.number.label,
    paths: paths.customers,
  },
  supplier: {
    area: relationAreas.supplier,
    one: 'leverancier',
    many: 'leveranciers',
    title: 'Leveranciers',
    the: 'de leverancier',
    catalogue: supplierCatalogue,
    statuses: supplierStatuses,
    statusLabels: supplierStatusLabels,
    statusColors: { concept: 'amber', actief: 'green', inactief: 'gray' },
    ownerLabel: null,
    numberLabel: supplierCatalogue.number.label,
    paths: paths.suppliers,
  },
};

export function statusLabel(kind: RelationKind, status: string): string {
  return relationKindInfo[kind].statusLabels[status] ?? status;
}

/** `1 lead`, `12 klanten`. */
export function countText(kind: RelationKind, count: number): string {
  const info = relationKindInfo[kind];
  return `${count.toLocaleString('nl-NL')} ${count === 1 ? info.one : info.many}`;
}
