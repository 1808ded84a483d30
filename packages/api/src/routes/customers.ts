// Lets a bundle keep the cold start's modules in a few chunks (decision 034).
import '../start-up.ts';
import { customerInputSchema } from '@crm/core/customers/schema';
import { relationRoutes } from './relations.ts';

export const customerRoutes = relationRoutes({
  kind: 'customer',
  input: customerInputSchema,
});
