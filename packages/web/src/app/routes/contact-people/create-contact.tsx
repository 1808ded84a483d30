import type { QueryClient } from '@tanstack/react-query';
import { data, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { FormPage } from '../../../components/form/form-page';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { CreateContactForm } from '../../../features/contacts/components/contact-form';
import { parseContactParent } from '../../../features/contacts/lib/contact-parent';
import { getRelationQueryOptions, useRelation } from '../../../lib/relations/get-relation';
import { relationKindInfo } from '../../../features/relations/lib/relation-kinds';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { requireParentUpdate } from '../../relations/contact-access';

export const clientLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    const parent = parseContactParent(new URL(request.url).searchParams);
    if (!parent) throw data({ message: 'Page Not Found' }, { status: 404 });
    await requireParentUpdate(queryClient, parent.kind);
    await queryClient.ensureQueryData(getRelationQueryOptions(parent.kind, parent.id));
    return null;
  };

/** `/contact-people/create?leadId=…` (or customerId, supplierId): a contact person of that relation. */
export function Component() {
  useDocumentTitle('Contactpersoon toevoegen');
  const [searchParams] = useSearchParams();
  const parent = parseContactParent(searchParams);
  // The loader has turned a link without a parent away already.
  return parent && <CreateContactPage parent={parent} />;
}

function CreateContactPage({ parent }: { parent: NonNullable<ReturnType<typeof parseContactParent>> }) {
  const { data: detail } = useRelation(parent.kind, parent.id);
  if (!detail) return <LoadingScreen />;

  const parentHref = relationKindInfo[parent.kind].paths.detail.getHref(parent.id, 'contactpersonen');
  return (
    <FormPage
      back={{ href: parentHref, label: `Terug naar ${detail.record.companyName}` }}
      title="Contactpersoon toevoegen"
      description={`Bij ${relationKindInfo[parent.kind].the} ${detail.record.companyName}`}

      width="max-w-3xl"
    >
      {({ onDirtyChange, leave }) => (
        <CreateContactForm
          parent={parent}
          cancelHref={parentHref}
          onDirtyChange={onDirtyChange}
          onSaved={() => {
            leave(parentHref, { replace: true });
          }}
        />
      )}
    </FormPage>
  );
}
