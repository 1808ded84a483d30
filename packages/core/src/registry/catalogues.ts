import { contactCatalogue } from '../contacts/schema.ts';
import { contractCatalogue } from '../contracts/schema.ts';
import { contractTypeCatalogue } from '../contract-types/schema.ts';
import { customerCatalogue } from '../customers/schema.ts';
import { fileCatalogue } from '../files/schema.ts';
import { leadCatalogue } from '../leads/schema.ts';
import { financialCatalogue } from '../relations/financial.ts';
import { supplierCatalogue } from '../suppliers/schema.ts';
import type { Catalogue } from '../catalogue/field.ts';

/**
 * Every entity's catalogue by the name its items carry as `type`: the exports' columns read it, and
 * the history vocabulary (`history.ts`) registers each with its words. Browser-safe.
 */
export const catalogues = {
  lead: leadCatalogue,
  customer: customerCatalogue,
  supplier: supplierCatalogue,
  contact: contactCatalogue,
  financial: financialCatalogue,
  file: fileCatalogue,
  contract: contractCatalogue,
  contract_type: contractTypeCatalogue,
} satisfies Record<string, Catalogue>;

export type CatalogueName = keyof typeof catalogues;
