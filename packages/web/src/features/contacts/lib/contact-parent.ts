import type { ContactParent } from '../api/create-contact';

/**
 * The parent a new contact person belongs to, from `?leadId=…`, `?customerId=…` or `?supplierId=…`;
 * null when there is none, or more than one.
 */
export function parseContactParent(params: URLSearchParams): ContactParent | null {
  const found: ContactParent[] = [];
  for (const kind of ['lead', 'customer', 'supplier'] as const) {
    const id = params.get(`${kind}Id`)?.trim();
    if (id) found.push({ kind, id });
  }
  return found.length === 1 ? (found[0] ?? null) : null;
}
