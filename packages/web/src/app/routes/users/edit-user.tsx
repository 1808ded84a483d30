import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { Card } from '../../../components/ui/card';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { PageHeader } from '../../../components/ui/page-header';
import { TextLink } from '../../../components/ui/text-link';
import { UnsavedChangesDialog } from '../../../components/ui/unsaved-changes-dialog';
import { paths } from '../../../config/paths';
import { userQueryKey, useUser } from '../../../features/auth/api/get-user';
import { getUserDetailsQueryOptions, useUserDetails } from '../../../features/users/api/get-user-details';
import { EditUserForm } from '../../../features/users/components/edit-user-form';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useUnsavedChanges } from '../../../hooks/use-unsaved-changes';

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
  const navigate = useNavigate();
  const [isDirty, setIsDirty] = useState(false);
  const { blocker, allowLeaving } = useUnsavedChanges(isDirty);
  if (!user) return <LoadingScreen />;

  const detailHref = paths.users.detail.getHref(user.id);
  return (
    <>
      <PageHeader
        back={<TextLink to={detailHref}>← Terug naar {user.name}</TextLink>}
        title="Gebruiker bewerken"
        description={user.email}
      />
      <Card className="max-w-2xl">
        <EditUserForm
          // A different user (or a fresh load) starts a fresh form.
          key={user.id}
          user={user}
          isSelf={me?.id === user.id}
          cancelHref={detailHref}
          onDirtyChange={setIsDirty}
          onSaved={(saved) => {
            // Their own name or role: the menus read the identity.
            if (saved.id === me?.id) void queryClient.invalidateQueries({ queryKey: userQueryKey });
            allowLeaving();
            void navigate(detailHref);
          }}
        />
      </Card>
      <UnsavedChangesDialog blocker={blocker} />
    </>
  );
}
