import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { TextLink } from '../../../components/ui/text-link';
import { toast } from '../../../components/ui/toast-store';
import { UnsavedChangesDialog } from '../../../components/ui/unsaved-changes-dialog';
import { paths } from '../../../config/paths';
import { CreateUserForm } from '../../../features/users/components/create-user-form';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useUnsavedChanges } from '../../../hooks/use-unsaved-changes';

export function Component() {
  useDocumentTitle('Gebruiker toevoegen');
  const navigate = useNavigate();
  const [isDirty, setIsDirty] = useState(false);
  const { blocker, allowLeaving } = useUnsavedChanges(isDirty);

  return (
    <>
      <PageHeader
        back={<TextLink to={paths.users.list.getHref()}>← Terug naar gebruikers</TextLink>}
        title="Gebruiker toevoegen"
        description="De nieuwe gebruiker krijgt een e-mail met een link om zelf een wachtwoord in te stellen."
      />
      <Card className="max-w-2xl">
        <CreateUserForm
          cancelHref={paths.users.list.getHref()}
          onDirtyChange={setIsDirty}
          onCreated={({ record, mailSent, warning }) => {
            if (!mailSent) toast.warning(warning ?? 'De uitnodiging kon niet worden verstuurd.');
            allowLeaving();
            void navigate(paths.users.detail.getHref(record.id), { replace: true });
          }}
        />
      </Card>
      <UnsavedChangesDialog blocker={blocker} />
    </>
  );
}
