import type { z } from 'zod';
import type { Catalogue } from '../catalogue/field.ts';
import { customerCatalogue } from '../customers/schema.ts';
import { leadCatalogue } from '../leads/schema.ts';
import { supplierCatalogue } from '../suppliers/schema.ts';
import type { RelationKind } from '../db/keys.ts';
import { customerItemSchema, leadItemSchema, supplierItemSchema, type RelationItem } from './item.ts';
import { normaliseForSearch } from '../search/tokens.ts';

/**
 * What differs between leads, customers and suppliers for storage: the item schema, the field
 * catalogue, the number sequence, and the "facet" served by the third list index (owner for leads and customers,
 * category for suppliers).
 */
export interface RelationConfig {
  kind: RelationKind;
  schema: z.ZodType<RelationItem>;
  catalogue: Catalogue;
  numberPrefix?: 'K' | 'L';
  facetOf(item: { ownerId?: string | undefined; category?: string | undefined }): string;
  label: string;
}

const byOwner = (item: { ownerId?: string | undefined }) => item.ownerId ?? 'none';

export const relationConfigs: Record<RelationKind, RelationConfig> = {
  lead: { kind: 'lead', schema: leadItemSchema, catalogue: leadCatalogue, facetOf: byOwner, label: 'lead' },
  customer: {
    kind: 'customer',
    schema: customerItemSchema,
    catalogue: customerCatalogue,
    numberPrefix: 'K',
    facetOf: byOwner,
    label: 'klant',
  },
  supplier: {
    kind: 'supplier',
    schema: supplierItemSchema,
    catalogue: supplierCatalogue,
    numberPrefix: 'L',
    facetOf: (item) => (item.category ? normaliseForSearch(item.category) : 'none'),
    label: 'leverancier',
  },
};

export function formatNumber(prefix: string, value: number): string {
  return `${prefix}${String(value).padStart(6, '0')}`;
}
