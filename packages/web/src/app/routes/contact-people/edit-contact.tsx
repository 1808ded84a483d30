import { contactName } from '@crm/core/contacts/schema';
import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { Card } from '../../../components/ui/card';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { PageHeader } from '../../../components/ui/page-header';
import { TextLink } from '../../../components/ui/text-link';
import { UnsavedChangesDialog } from '../../../components/ui/unsaved-changes-dialog';
import { paths } from '../../../config/paths';
import { getContactQueryOptions, useContact } from '../../../features/contacts/api/get-contact';
import { EditContactForm } from '../../../features/contacts/components/contact-form';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useUnsavedChanges } from '../../../hooks/use-unsaved-changes';
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
  const navigate = useNavigate();
  const [isDirty, setIsDirty] = useState(false);
  const { blocker, allowLeaving } = useUnsavedChanges(isDirty);
  if (!contact) return <LoadingScreen />;

  const detailHref = paths.contactPeople.detail.getHref(contact.id);
  return (
    <>
      <PageHeader
        back={<TextLink to={detailHref}>← Terug naar {contactName(contact)}</TextLink>}
        title="Contactpersoon bewerken"
        description={contactName(contact)}
      />
      <Card className="max-w-3xl">
        <EditContactForm
          key={contact.id}
          contact={contact}
          cancelHref={detailHref}
          onDirtyChange={setIsDirty}
          onSaved={() => {
            allowLeaving();
            void navigate(detailHref);
          }}
        />
      </Card>
      <UnsavedChangesDialog blocker={blocker} />
    </>
  );
}
