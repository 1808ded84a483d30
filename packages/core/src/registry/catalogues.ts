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
 * Every entity's catalogue by the name its items carry as `type` (and history items as
 * `subjectType`). Browser-safe: the change log and the facts read the same entries as the API.
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

export function catalogueOf(name: string): Catalogue | undefined {
  return Object.hasOwn(catalogues, name) ? catalogues[name as CatalogueName] : undefined;
}
