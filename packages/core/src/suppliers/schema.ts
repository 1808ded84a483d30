import * as z from 'zod';
import { defineCatalogue, inputShape } from '../catalogue/field.ts';
import { organisationCatalogue, withPostcodeRule } from '../catalogue/organisation.ts';
import { optionalText } from '../validation/optional.ts';

/** Supplier fields and statuses. Browser-safe. */
export const supplierStatuses = ['concept', 'actief', 'inactief'] as const;
export type SupplierStatus = (typeof supplierStatuses)[number];
export const supplierStatusLabels: Record<SupplierStatus, string> = {
  concept: 'Concept',
  actief: 'Actief',
  inactief: 'Inactief',
};

/** Every field of a supplier (see catalogue/field.ts). */
export const supplierCatalogue = defineCatalogue({
  number: { label: 'Leveranciersnummer', type: 'text', required: true, exact: 'Code' },
  ...organisationCatalogue,
  category: { label: 'Categorie', type: 'text', input: optionalText(80) },
  status: {
    label: 'Status',
    type: 'enum',
    options: supplierStatusLabels,
    input: z.enum(supplierStatuses, { error: 'Kies een status.' }).default('concept'),
  },
});

export const supplierInputSchema = withPostcodeRule(z.object(inputShape(supplierCatalogue)));
export type SupplierInput = z.infer<typeof supplierInputSchema>;
