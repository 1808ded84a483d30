import type { Permission } from '@crm/core/auth/permissions';
import { DEFAULT_SUPPLIER_REQUEST_SETTINGS_ID, paths } from '../../config/paths';

export type MenuItem = {
  label: string;
  href: string;
  permission: Permission;
  /** A count shown beside the label: `openTodos` is the number of my open todos. */
  badge?: 'openTodos';
};

/** The top menu. */
export const mainMenuItems: readonly MenuItem[] = [
  { label: 'Leads', href: paths.leads.list.getHref(), permission: 'leads.view' },
  { label: 'Klanten', href: paths.customers.list.getHref(), permission: 'customers.view' },
  { label: 'Leveranciers', href: paths.suppliers.list.getHref(), permission: 'suppliers.view' },
  { label: 'Contracten', href: paths.contracts.list.getHref(), permission: 'contracts.view' },
  { label: "Todo's", href: paths.todos.list.getHref(), permission: 'todos.view', badge: 'openTodos' },
];

/** The configuration menu. */
export const configurationMenuItems: readonly MenuItem[] = [
  { label: 'Contracttypes', href: paths.contractTypes.list.getHref(), permission: 'contract_types.view' },
  { label: 'Exact', href: paths.exact.getHref(), permission: 'users.showAdmin' },
  { label: 'Gebruikers', href: paths.users.list.getHref(), permission: 'users.showAdmin' },
  {
    label: 'Instellingen',
    href: paths.supplierRequestSettings.edit.getHref(DEFAULT_SUPPLIER_REQUEST_SETTINGS_ID),
    permission: 'supplier_requests.manage',
  },
];

/** The entries a user with these permissions may see, in menu order. */
export function visibleMenuItems(items: readonly MenuItem[], permissions: readonly string[]): MenuItem[] {
  return items.filter((item) => permissions.includes(item.permission));
}
