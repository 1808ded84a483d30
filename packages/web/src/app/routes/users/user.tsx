import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { roleLabels } from '@crm/core/auth/permissions';
import type { QueryClient } from '@tanstack/react-query';
import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { ButtonLink } from '../../../components/ui/button-link';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { PageHeader } from '../../../components/ui/page-header';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { useUser } from '../../../features/auth/api/get-user';
import { getUserDetailsQueryOptions, useUserDetails } from '../../../features/users/api/get-user-details';
import { DeleteUserButton } from '../../../features/users/components/delete-user-button';
import { UserDetails } from '../../../features/users/components/user-details';
import { UserHistory } from '../../../features/users/components/user-history';
import { UserStatusBadges } from '../../../features/users/components/users-table';
import { useDocumentTitle } from '../../../hooks/use-document-title';

export const clientLoader =
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs) => {
    await queryClient.ensureQueryData(getUserDetailsQueryOptions(params.id ?? ''));
    return null;
  };

const tabClass =
  'border-b-2 border-transparent px-1 py-3 text-sm font-medium text-gray-600 hover:border-gray-300 hover:text-gray-900 data-focus:outline-2 data-focus:outline-primary-500 data-selected:border-primary-500 data-selected:text-gray-900';

export function Component() {
  const { id = '' } = useParams();
  const { data: user } = useUserDetails(id);
  const me = useUser();
  const navigate = useNavigate();
  useDocumentTitle(user ? user.name : 'Gebruiker');
  if (!user) return <LoadingScreen />;

  return (
    <>
      <PageHeader
        back={<TextLink to={paths.users.list.getHref()}>← Terug naar gebruikers</TextLink>}
        title={user.name}
        description={
          <span className="flex flex-wrap items-center gap-2">
            {user.email} · {roleLabels[user.role]}
            <UserStatusBadges user={user} />
          </span>
        }
        actions={
          <>
            <ButtonLink to={paths.users.edit.getHref(user.id)} variant="ghost">
              Bewerken
            </ButtonLink>
            {/* The API refuses anyway; the UI does not offer what cannot be done. */}
            {me?.id !== user.id && (
              <DeleteUserButton
                user={user}
                onDeleted={() => void navigate(paths.users.list.getHref(), { replace: true })}
              />
            )}
          </>
        }
      />
      <TabGroup>
        <TabList className="flex gap-6 border-b border-gray-200">
          <Tab className={tabClass}>Gegevens</Tab>
          <Tab className={tabClass}>Geschiedenis</Tab>
        </TabList>
        <TabPanels className="mt-6">
          <TabPanel className="rounded-lg bg-white px-6 py-2 shadow-xs ring-1 ring-gray-200">
            <UserDetails user={user} />
          </TabPanel>
          <TabPanel>
            <UserHistory userId={user.id} />
          </TabPanel>
        </TabPanels>
      </TabGroup>
    </>
  );
}
