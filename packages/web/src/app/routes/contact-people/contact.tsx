import { recordPermission } from '@crm/core/auth/permissions';
import { contactName } from '@crm/core/contacts/schema';
import type { QueryClient } from '@tanstack/react-query';
import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/button-link';
import { Card } from '../../../components/ui/card';
import { FactList } from '../../../components/ui/fact-list';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { PageHeader } from '../../../components/ui/page-header';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { hasPermission, useUser } from '../../../features/auth/api/get-user';
import { getContactQueryOptions, useContact } from '../../../features/contacts/api/get-contact';
import { contactFacts } from '../../../features/contacts/components/contact-facts';
import { DeleteContactButton } from '../../../features/contacts/components/delete-contact-button';
import { getRelationQueryOptions, useRelation } from '../../../lib/relations/get-relation';
import { relationKindInfo } from '../../../features/relations/lib/relation-kinds';
import { useDocumentTitle } from '../../../hooks/use-document-title';

export const clientLoader =
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs) => {
    const contact = await queryClient.ensureQueryData(getContactQueryOptions(params.id ?? ''));
    await queryClient.ensureQueryData(getRelationQueryOptions(contact.parentKind, contact.parentId));
    return null;
  };

export function Component() {
  const { id = '' } = useParams();
  const { data: contact } = useContact(id);
  const { data: parent } = useRelation(contact?.parentKind ?? 'lead', contact?.parentId ?? '');
  const user = useUser();
  const navigate = useNavigate();
  useDocumentTitle(contact ? contactName(contact) : 'Contactpersoon');
  if (!contact || !parent) return <LoadingScreen />;

  const info = relationKindInfo[contact.parentKind];
  const parentHref = info.paths.detail.getHref(contact.parentId, 'contactpersonen');
  const mayChange = hasPermission(user, recordPermission(contact.parentKind, 'update'));
  return (
    <>
      <PageHeader
        back={<TextLink to={parentHref}>← Terug naar {parent.record.companyName}</TextLink>}
        title={contactName(contact)}
        description={
          <span className="flex flex-wrap items-center gap-2">
            Contactpersoon bij {info.the} <TextLink to={parentHref}>{parent.record.companyName}</TextLink>
            {contact.primary && <Badge color="green">Primair contact</Badge>}
          </span>
        }
        actions={
          mayChange && (
            <>
              <ButtonLink to={paths.contactPeople.edit.getHref(contact.id)} variant="ghost">
                Bewerken
              </ButtonLink>
              <DeleteContactButton
                contact={contact}
                onDeleted={() => void navigate(parentHref, { replace: true })}
              />
            </>
          )
        }
      />
      <Card className="max-w-3xl py-2">
        <FactList facts={contactFacts(contact)} />
      </Card>
    </>
  );
}
