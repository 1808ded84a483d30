import { z } from 'zod';
import { organisationFields, withPostcodeRule } from '../relations/organisation.ts';
import { optionalText } from '../validation/optional.ts';

/** Customer fields and statuses. Browser-safe. */
export const customerStatuses = ['actief', 'inactief'] as const;
export type CustomerStatus = (typeof customerStatuses)[number];
export const customerStatusLabels: Record<CustomerStatus, string> = {
  actief: 'Actief',
  inactief: 'Inactief',
};

export const customerInputSchema = withPostcodeRule(
  z.object({
    ...organisationFields,
    status: z.enum(customerStatuses, { error: 'Kies een status.' }).default('actief'),
    ownerId: optionalText(40),
  }),
);
export type CustomerInput = z.infer<typeof customerInputSchema>;
