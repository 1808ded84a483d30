import { contractsExport } from './contract-list.ts';
import type { ExportList } from './list.ts';
import { customersExport, leadsExport, suppliersExport } from './relation-lists.ts';
import { todosExport } from './todo-list.ts';
import { usersExport } from './user-list.ts';

/**
 * Every list that offers "Exporteren", by the name the list page sends. A new list is one entry
 * here, made with `defineExportList` (permission, query schema, pages, columns).
 */
export const exportLists = {
  leads: leadsExport,
  customers: customersExport,
  suppliers: suppliersExport,
  users: usersExport,
  todos: todosExport,
  contracts: contractsExport,
} satisfies Record<string, ExportList>;

export type ExportListName = keyof typeof exportLists;
export const exportListNames = Object.keys(exportLists) as [ExportListName, ...ExportListName[]];

export function isExportListName(name: string): name is ExportListName {
  return Object.hasOwn(exportLists, name);
}
