/**
 * Roles and permission strings (`<area>.<action>`). Browser-safe: the SPA imports this to mirror
 * what the server enforces.
 */
const crudAreas = ['leads', 'customers', 'suppliers', 'contracts', 'contract_types', 'todos'] as const;
const crudActions = ['view', 'create', 'update', 'delete'] as const;

type CrudArea = (typeof crudAreas)[number];
export type CrudAction = (typeof crudActions)[number];

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

/**
 * The one map from a kind of record to its permissions: its area (`lead` → `leads.*`) and, for the
 * kinds with a financial record, the permission that shows it. Contact people have none of their
 * own: they go with their parent's. Every check by kind (routes, search, dashboard, exports, the
 * SPA's menus and buttons) reads this.
 */
const recordAreas = {
  lead: 'leads',
  customer: 'customers',
  supplier: 'suppliers',
  todo: 'todos',
  contract: 'contracts',
} as const satisfies Record<string, CrudArea>;

export type RecordKind = keyof typeof recordAreas;

const financialPermissions = {
  customer: 'customers.financial',
  supplier: 'suppliers.financial',
} as const satisfies Partial<Record<RecordKind, Permission>>;

export type FinancialKind = keyof typeof financialPermissions;

const hasFinancial = (kind: RecordKind): kind is FinancialKind => Object.hasOwn(financialPermissions, kind);

/** `leads.view`, `customers.delete`, `todos.create`. */
export function recordPermission(kind: RecordKind, action: CrudAction = 'view'): Permission {
  return `${recordAreas[kind]}.${action}`;
}

/** The permission of a kind's financial record; null for the kinds without one. */
export function financialPermission(kind: FinancialKind): Permission;
export function financialPermission(kind: RecordKind): Permission | null;
export function financialPermission(kind: RecordKind): Permission | null {
  return hasFinancial(kind) ? financialPermissions[kind] : null;
}

/** Whether a role may view records of a kind. */
export function canView(role: Role, kind: RecordKind): boolean {
  return can(role, recordPermission(kind, 'view'));
}

/** Whether a role may see a kind's financial record (false for the kinds without one). */
export function canSeeFinancial(role: Role, kind: RecordKind): boolean {
  const permission = financialPermission(kind);
  return permission !== null && can(role, permission);
}
