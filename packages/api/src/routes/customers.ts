import { customerInputSchema } from '@crm/core/customers/schema';
import { relationRoutes } from './relations.ts';

export const customerRoutes = relationRoutes({
  kind: 'customer',
  input: customerInputSchema,
});
