import { z } from 'zod';
import { organisationFields, withPostcodeRule } from '../relations/organisation.ts';
import { optionalText } from '../validation/optional.ts';

/** Supplier fields and statuses. Browser-safe. */
export const supplierStatuses = ['concept', 'actief', 'inactief'] as const;
export type SupplierStatus = (typeof supplierStatuses)[number];
export const supplierStatusLabels: Record<SupplierStatus, string> = {
  concept: 'Concept',
  actief: 'Actief',
  inactief: 'Inactief',
};

export const supplierInputSchema = withPostcodeRule(
  z.object({
    ...organisationFields,
    category: optionalText(80),
    status: z.enum(supplierStatuses, { error: 'Kies een status.' }).default('concept'),
  }),
);
export type SupplierInput = z.infer<typeof supplierInputSchema>;
