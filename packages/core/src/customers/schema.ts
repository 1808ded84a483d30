import * as z from 'zod';
import { defineCatalogue, inputShape } from '../catalogue/field.ts';
import { organisationCatalogue, withPostcodeRule } from '../catalogue/organisation.ts';
import { optionalText } from '../validation/optional.ts';

/** Customer fields and statuses. Browser-safe. */
export const customerStatuses = ['actief', 'inactief'] as const;
export type CustomerStatus = (typeof customerStatuses)[number];
export const customerStatusLabels: Record<CustomerStatus, string> = {
  actief: 'Actief',
  inactief: 'Inactief',
};

/** Every field of a customer (see catalogue/field.ts). */
export const customerCatalogue = defineCatalogue({
  number: { label: 'Klantnummer', type: 'text', required: true, exact: 'Code' },
  ...organisationCatalogue,
  status: {
    label: 'Status',
    type: 'enum',
    options: customerStatusLabels,
    input: z.enum(customerStatuses, { error: 'Kies een status.' }).default('actief'),
  },
  ownerId: { label: 'Accountmanager', type: 'user', input: optionalText(40) },
  leadId: { label: 'Lead', type: 'link', exported: false },
});

export const customerInputSchema = withPostcodeRule(z.object(inputShape(customerCatalogue)));
export type CustomerInput = z.infer<typeof customerInputSchema>;
