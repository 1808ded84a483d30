import { roleLabels } from '@crm/core/auth/permissions';
import { Badge } from '../../../components/ui/badge';
import { ListHead, type HeadColumn } from '../../../components/list/list-head';
import { SelectRowCell } from '../../../components/ui/bulk-delete-bar';
import { EMPTY_TEXT } from '../../../components/ui/loading-screen';
import { LoadingStatus, TableFrame, TableStatusRow } from '../../../components/ui/table-frame';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format-date';
import { useRowSelection, type RowSelection } from '../../../hooks/use-row-selection';
import { useBulkDeleteUsers } from '../api/bulk-delete-users';
import type { UsersList } from '../api/get-users';
import type { UserRecord } from '../api/user-record';
import type { UserFilters, UserSortField } from '../lib/user-filters';

type UsersTableProps = {
  list: UsersList | undefined;
  filters: UserFilters;
  onSort: (field: UserSortField) => void;
  /** Rows of the previous view stay visible, dimmed, while the next one loads. */
  isRefreshing: boolean;
  /** The signed-in user, who cannot be ticked for deletion. */
  currentUserId: string;
};

const columns: HeadColumn<UserSortField>[] = [
  { label: 'Naam', sort: 'name' },
  { label: 'E-mailadres', sort: 'email' },
  { label: 'Rol', sort: 'role' },
  { label: 'Status' },
  { label: 'Aangemaakt', sort: 'createdAt' },
];

export function countLabel(total: number): string {
  return `${total} ${total === 1 ? 'gebruiker' : 'gebruikers'}`;
}

export function UsersTable({ list, filters, onSort, isRefreshing, currentUserId }: UsersTableProps) {
  const selection = useRowSelection(list?.items.filter((user) => user.id !== currentUserId));
  const bulkDelete = useBulkDeleteUsers();
  const columnCount = columns.length + 2;
  return (
    <div className="space-y-3">
      <p className="text-sm text-gray-600" aria-live="polite">
        {list ? countLabel(list.total) : ' '}
      </p>
      <TableFrame bulkDelete={{ selection, onDelete: (items) => bulkDelete.mutateAsync(items) }}>
        <table className="min-w-full divide-y divide-gray-200 text-sm" aria-busy={isRefreshing || !list}>
          <caption className="sr-only">Gebruikers</caption>
          <ListHead
            columns={columns}
            sort={{ field: filters.sort, order: filters.order, onSort }}
            selection={selection}
            actions
          />
          <tbody className={`divide-y divide-gray-100 ${isRefreshing ? 'opacity-60' : ''}`}>
            {!list ? (
              <TableStatusRow colSpan={columnCount}>
                <LoadingStatus />
              </TableStatusRow>
            ) : list.items.length === 0 ? (
              <TableStatusRow colSpan={columnCount}>{EMPTY_TEXT}</TableStatusRow>
            ) : (
              list.items.map((user) => (
                <UserRow
                  key={user.id}
                  user={user}
                  selection={selection}
                  isCurrentUser={user.id === currentUserId}
                />
              ))
            )}
          </tbody>
        </table>
      </TableFrame>
    </div>
  );
}

type UserRowProps = { user: UserRecord; selection: RowSelection; isCurrentUser: boolean };

function UserRow({ user, selection, isCurrentUser }: UserRowProps) {
  return (
    <tr className="hover:bg-gray-50">
      <SelectRowCell
        selection={selection}
        id={user.id}
        name={user.name}
        lockedLabel={isCurrentUser ? `${user.name} (jij) kan niet worden verwijderd` : undefined}
      />
      <td className="px-4 py-3 font-medium text-gray-900">
        <TextLink to={paths.users.detail.getHref(user.id)}>{user.name}</TextLink>
      </td>
      <td className="px-4 py-3 break-all text-gray-700">{user.email}</td>
      <td className="px-4 py-3 whitespace-nowrap text-gray-700">{roleLabels[user.role]}</td>
      <td className="px-4 py-3">
        <UserStatusBadges user={user} />
      </td>
      <td className="px-4 py-3 whitespace-nowrap text-gray-700">{formatDate(user.createdAt)}</td>
      <td className="px-4 py-3 text-right whitespace-nowrap">
        <TextLink to={paths.users.edit.getHref(user.id)} aria-label={`${user.name} bewerken`}>
          Bewerken
        </TextLink>
      </td>
    </tr>
  );
}

/** Actief or Inactief, plus Uitgenodigd while no password has been set. */
export function UserStatusBadges({ user }: { user: Pick<UserRecord, 'active' | 'hasPassword'> }) {
  return (
    <span className="inline-flex flex-wrap gap-1.5">
      {user.active ? <Badge color="green">Actief</Badge> : <Badge>Inactief</Badge>}
      {!user.hasPassword && <Badge color="amber">Uitgenodigd</Badge>}
    </span>
  );
}
