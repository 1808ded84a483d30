import type { CustomerInput } from '@crm/core/customers/schema';
import type { LeadInput } from '@crm/core/leads/schema';
import type { SupplierInput } from '@crm/core/suppliers/schema';

/** What a create or update sends: the kind's input schema's output (the API parses it again). */
export type RelationInputs = { lead: LeadInput; customer: CustomerInput; supplier: SupplierInput };
