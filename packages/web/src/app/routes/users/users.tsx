import type { QueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { ButtonLink } from '../../../components/ui/button-link';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { ExportMenu } from '../../../features/export/components/export-menu';
import { useUser } from '../../../features/auth/api/get-user';
import { getUsersQueryOptions, useUsers } from '../../../features/users/api/get-users';
import { UsersFilters } from '../../../features/users/components/users-filters';
import { UsersTable } from '../../../features/users/components/users-table';
import {
  parseUserFilters,
  serialiseUserFilters,
  toggleSort,
  toUsersQuery,
  type UserFilters,
} from '../../../features/users/lib/user-filters';
import { useDocumentTitle } from '../../../hooks/use-document-title';

export const clientLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    await queryClient.ensureQueryData(
      getUsersQueryOptions(parseUserFilters(new URL(request.url).searchParams)),
    );
    return null;
  };

/** The users list: search, filters and sort live in the URL, so a link reproduces the view. */
export function Component() {
  useDocumentTitle('Gebruikers');
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseUserFilters(searchParams), [searchParams]);
  const users = useUsers(filters);
  const me = useUser();

  const showView = useCallback(
    (next: UserFilters, { replace }: { replace: boolean }) =>
      setSearchParams(serialiseUserFilters(next), { replace, preventScrollReset: true }),
    [setSearchParams],
  );

  return (
    <>
      <PageHeader
        title="Gebruikers"
        description="Wie er met het CRM werkt en met welke rol."
        actions={
          <>
            <ExportMenu list="users" query={toUsersQuery(filters)} />
            <ButtonLink to={paths.users.create.getHref()}>Gebruiker toevoegen</ButtonLink>
          </>
        }
      />
      <div className="space-y-6">
        <UsersFilters filters={filters} onChange={showView} />
        <UsersTable
          list={users.data}
          filters={filters}
          isRefreshing={users.isPlaceholderData}
          currentUserId={me?.id ?? ''}
          onSort={(field) => showView(toggleSort(filters, field), { replace: false })}
        />
      </div>
    </>
  );
}
