import { roleLabels } from '../auth/permissions.ts';
import type { UserItem } from '../users/schema.ts';
import { listUsersQuerySchema } from '../users/schemas.ts';
import { listUsers } from '../users/admin.ts';
import { defineExportList } from './list.ts';
import { amsterdamDate, yesNo } from './table.ts';

/** The users list (5 to 200 staff, filtered and sorted in memory by the list's own code). */
export const usersExport = defineExportList<UserItem, Parameters<typeof listUsers>[0]>({
  permission: 'users.showAdmin',
  fileStem: 'gebruikers',
  sheetName: 'Gebruikers',
  query: listUsersQuerySchema,
  columns: [
    { header: 'Naam', value: (user) => user.name },
    { header: 'E-mailadres', value: (user) => user.email },
    { header: 'Rol', value: (user) => roleLabels[user.role] },
    { header: 'Status', value: (user) => (user.active ? 'Actief' : 'Inactief') },
    { header: 'Uitgenodigd', value: (user) => yesNo(user.passwordHash === null) },
    { header: 'Aangemaakt', type: 'date', value: (user) => amsterdamDate(user.createdAt) },
  ],
  async *pages(query) {
    yield await listUsers(query);
  },
});
