import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Card } from '../../../components/ui/card';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { PageHeader } from '../../../components/ui/page-header';
import { UnsavedChangesDialog } from '../../../components/ui/unsaved-changes-dialog';
import { userQueryKey } from '../../../features/auth/api/get-user';
import { getProfileQueryOptions, useProfile } from '../../../features/users/api/get-profile';
import { getCalendarLinkQueryOptions } from '../../../features/users/api/calendar-link';
import { CalendarLink } from '../../../features/users/components/calendar-link';
import { ChangePasswordForm } from '../../../features/users/components/change-password-form';
import { LogoutOtherSessions } from '../../../features/users/components/logout-other-sessions';
import { ProfileForm } from '../../../features/users/components/profile-form';
import { RolePermissions } from '../../../features/users/components/role-permissions';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useUnsavedChanges } from '../../../hooks/use-unsaved-changes';

export const clientLoader = (queryClient: QueryClient) => async () => {
  await Promise.all([
    queryClient.ensureQueryData(getProfileQueryOptions()),
    queryClient.ensureQueryData(getCalendarLinkQueryOptions()),
  ]);
  return null;
};

/** The signed-in user's own account (the route the seed names `profile`); no permission needed. */
export function Component() {
  useDocumentTitle('Profiel');
  const { data: profile } = useProfile();
  const queryClient = useQueryClient();
  const [profileDirty, setProfileDirty] = useState(false);
  const [passwordDirty, setPasswordDirty] = useState(false);
  // One blocker for the page: the router keeps only one.
  const { blocker } = useUnsavedChanges(profileDirty || passwordDirty);
  if (!profile) return <LoadingScreen />;

  return (
    <>
      <PageHeader title="Profiel" description={profile.record.email} />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card title="Gegevens" description="Je naam en het e-mailadres waarmee je inlogt.">
          <ProfileForm
            user={profile.record}
            onDirtyChange={setProfileDirty}
            onSaved={() => {
              // The menus show the name from the identity.
              void queryClient.invalidateQueries({ queryKey: userQueryKey });
            }}
          />
        </Card>
        <Card title="Wachtwoord wijzigen">
          <ChangePasswordForm onDirtyChange={setPasswordDirty} />
        </Card>
        <Card title="Rol en rechten">
          <RolePermissions roleLabel={profile.roleLabel} permissions={profile.permissions} />
        </Card>
        <Card title="Overal uitloggen">
          <LogoutOtherSessions />
        </Card>
        <Card title="Agenda-koppeling">
          <CalendarLink />
        </Card>
      </div>
      <UnsavedChangesDialog blocker={blocker} />
    </>
  );
}
