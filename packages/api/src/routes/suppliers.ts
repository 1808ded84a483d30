// Lets a bundle keep the cold start's modules in a few chunks (decision 034).
import '../start-up.ts';
import { supplierInputSchema } from '@crm/core/suppliers/schema';
import { relationRoutes } from './relations.ts';

export const supplierRoutes = relationRoutes({
  kind: 'supplier',
  input: supplierInputSchema,
});
