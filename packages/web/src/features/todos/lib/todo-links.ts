import type { TodoLinkKind } from '@crm/core/todos/schema';
import { paths } from '../../../config/paths';

/** What a todo can be linked to, as the screens name it and where its page is. */
export const todoLinkInfo: Record<
  TodoLinkKind,
  { label: string; area: 'leads' | 'customers' | 'suppliers' | 'contracts'; href: (id: string) => string }
> = {
  lead: { label: 'Lead', area: 'leads', href: (id) => paths.leads.detail.getHref(id) },
  customer: { label: 'Klant', area: 'customers', href: (id) => paths.customers.detail.getHref(id) },
  supplier: { label: 'Leverancier', area: 'suppliers', href: (id) => paths.suppliers.detail.getHref(id) },
  contract: { label: 'Contract', area: 'contracts', href: (id) => paths.contracts.detail.getHref(id) },
};

/** `/api/customers` or `/api/customers/<id>`. */
export function linkApiPath(kind: TodoLinkKind, id?: string): string {
  const base = `/api/${todoLinkInfo[kind].area}`;
  return id ? `${base}/${encodeURIComponent(id)}` : base;
}
