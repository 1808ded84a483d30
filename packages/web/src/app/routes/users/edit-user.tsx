import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { FormPage } from '../../../components/form/form-page';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { paths } from '../../../config/paths';
import { userQueryKey, useUser } from '../../../features/auth/api/get-user';
import { getUserDetailsQueryOptions, useUserDetails } from '../../../features/users/api/get-user-details';
import { EditUserForm } from '../../../features/users/components/edit-user-form';
import { useDocumentTitle } from '../../../hooks/use-document-title';

export const clientLoader =
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs) => {
    await queryClient.ensureQueryData(getUserDetailsQueryOptions(params.id ?? ''));
    return null;
  };

export function Component() {
  useDocumentTitle('Gebruiker bewerken');
  const { id = '' } = useParams();
  const { data: user } = useUserDetails(id);
  const me = useUser();
  const queryClient = useQueryClient();
  if (!user) return <LoadingScreen />;

  const detailHref = paths.users.detail.getHref(user.id);
  return (
    <FormPage
      back={{ href: detailHref, label: `Terug naar ${user.name}` }}
      title="Gebruiker bewerken"
      description={user.email}
      width="max-w-2xl"
    >
      {({ onDirtyChange, leave }) => (
        <EditUserForm
          // A different user (or a fresh load) starts a fresh form.
          key={user.id}
          user={user}
          isSelf={me?.id === user.id}
          cancelHref={detailHref}
          onDirtyChange={onDirtyChange}
          onSaved={(saved) => {
            // Their own name or role: the menus read the identity.
            if (saved.id === me?.id) void queryClient.invalidateQueries({ queryKey: userQueryKey });
            leave(detailHref);
          }}
        />
      )}
    </FormPage>
  );
}
