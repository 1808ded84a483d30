import { contactName } from '@crm/core/contacts/schema';
import type { QueryClient } from '@tanstack/react-query';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { FormPage } from '../../../components/form/form-page';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { paths } from '../../../config/paths';
import { getContactQueryOptions, useContact } from '../../../features/contacts/api/get-contact';
import { EditContactForm } from '../../../features/contacts/components/contact-form';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { requireParentUpdate } from '../../relations/contact-access';

export const clientLoader =
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs) => {
    const contact = await queryClient.ensureQueryData(getContactQueryOptions(params.id ?? ''));
    await requireParentUpdate(queryClient, contact.parentKind);
    return null;
  };

export function Component() {
  useDocumentTitle('Contactpersoon bewerken');
  const { id = '' } = useParams();
  const { data: contact } = useContact(id);
  if (!contact) return <LoadingScreen />;

  const detailHref = paths.contactPeople.detail.getHref(contact.id);
  return (
    <FormPage
      back={{ href: detailHref, label: `Terug naar ${contactName(contact)}` }}
      title="Contactpersoon bewerken"
      description={contactName(contact)}
      width="max-w-3xl"
    >
      {({ onDirtyChange, leave }) => (
        <EditContactForm
          key={contact.id}
          contact={contact}
          cancelHref={detailHref}
          onDirtyChange={onDirtyChange}
          onSaved={() => leave(detailHref)}
        />
      )}
    </FormPage>
  );
}
