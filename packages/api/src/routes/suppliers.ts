import { supplierInputSchema } from '@crm/core/suppliers/schema';
import { relationRoutes } from './relations.ts';

export const supplierRoutes = relationRoutes({
  kind: 'supplier',
  input: supplierInputSchema,
});
