import type { Permission } from '@crm/core/auth/permissions';

/** Every permission string in words, as the profile page shows a user what their role allows. */
export const permissionDescriptions: Record<Permission, string> = {
  'leads.view': 'Leads bekijken',
  'leads.create': 'Leads aanmaken',
  'leads.update': 'Leads bewerken',
  'leads.delete': 'Leads verwijderen',
  'customers.view': 'Klanten bekijken',
  'customers.create': 'Klanten aanmaken',
  'customers.update': 'Klanten bewerken',
  'customers.delete': 'Klanten verwijderen',
  'suppliers.view': 'Leveranciers bekijken',
  'suppliers.create': 'Leveranciers aanmaken',
  'suppliers.update': 'Leveranciers bewerken',
  'suppliers.delete': 'Leveranciers verwijderen',
  'contracts.view': 'Contracten bekijken',
  'contracts.create': 'Contracten aanmaken',
  'contracts.update': 'Contracten bewerken',
  'contracts.delete': 'Contracten verwijderen',
  'contract_types.view': 'Contracttypes bekijken',
  'contract_types.create': 'Contracttypes aanmaken',
  'contract_types.update': 'Contracttypes bewerken',
  'contract_types.delete': 'Contracttypes verwijderen',
  'todos.view': "Todo's bekijken",
  'todos.create': "Todo's aanmaken",
  'todos.update': "Todo's bewerken",
  'todos.delete': "Todo's verwijderen",
  'customers.financial': 'Financiële gegevens van klanten bekijken en bewerken',
  'suppliers.financial': 'Financiële gegevens van leveranciers bekijken en bewerken',
  'supplier_requests.manage': 'Informatieverzoeken aan leveranciers beheren',
  'users.showAdmin': 'Gebruikers en Exact beheren',
};

function isKnown(permission: string): permission is Permission {
  return Object.hasOwn(permissionDescriptions, permission);
}

/** A permission in words; one the server added later shows as its own string rather than not at all. */
export function describePermission(permission: string): string {
  return isKnown(permission) ? permissionDescriptions[permission] : permission;
}

export function describePermissions(permissions: readonly string[]): string[] {
  return permissions.map(describePermission);
}
