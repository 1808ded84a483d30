import { FormPage } from '../../../components/form/form-page';
import { toast } from '../../../components/ui/toast-store';
import { paths } from '../../../config/paths';
import { CreateUserForm } from '../../../features/users/components/create-user-form';
import { useDocumentTitle } from '../../../hooks/use-document-title';

export function Component() {
  useDocumentTitle('Gebruiker toevoegen');

  return (
    <FormPage
      back={{ href: paths.users.list.getHref(), label: 'Terug naar gebruikers' }}
      title="Gebruiker toevoegen"
      description="De nieuwe gebruiker krijgt een e-mail met een link om zelf een wachtwoord in te stellen."

      width="max-w-2xl"
    >
      {({ onDirtyChange, leave }) => (
        <CreateUserForm
          cancelHref={paths.users.list.getHref()}
          onDirtyChange={onDirtyChange}
          onCreated={({ record, mailSent, warning }) => {
            if (!mailSent) toast.warning(warning ?? 'De uitnodiging kon niet worden verstuurd.');
            leave(paths.users.detail.getHref(record.id), { replace: true });
          }}
        />
      )}
    </FormPage>
  );
}
