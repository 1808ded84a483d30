/**
 * Roles and permission strings (`<area>.<action>`). Browser-safe: the SPA imports this to mirror
 * what the server enforces.
 */
const crudAreas = ['leads', 'customers', 'suppliers', 'contracts', 'contract_types', 'todos'] as const;
const crudActions = ['view', 'create', 'update', 'delete'] as const;

type CrudArea = (typeof crudAreas)[number];
type CrudAction = (typeof crudActions)[number];

export const permissions = [
  ...crudAreas.flatMap((area) => crudActions.map((action) => `${area}.${action}` as const)),
  'customers.financial',
  'suppliers.financial',
  'supplier_requests.manage',
  'users.showAdmin',
] as const satisfies readonly (`${CrudArea}.${CrudAction}` | string)[];

export type Permission = (typeof permissions)[number];

export const roles = ['beheerder', 'medewerker', 'alleen_lezen'] as const;
export type Role = (typeof roles)[number];

export const roleLabels: Record<Role, string> = {
  beheerder: 'Beheerder',
  medewerker: 'Medewerker',
  alleen_lezen: 'Alleen lezen',
};

const rolePermissions: Record<Role, readonly Permission[]> = {
  beheerder: permissions,
  medewerker: permissions.filter((permission) => permission !== 'users.showAdmin'),
  alleen_lezen: permissions.filter((permission) => permission.endsWith('.view')),
};

export function permissionsOf(role: Role): readonly Permission[] {
  return rolePermissions[role];
}

export function can(role: Role, permission: Permission): boolean {
  return rolePermissions[role].includes(permission);
}
