import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { data, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { Card } from '../../../components/ui/card';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { PageHeader } from '../../../components/ui/page-header';
import { TextLink } from '../../../components/ui/text-link';
import { UnsavedChangesDialog } from '../../../components/ui/unsaved-changes-dialog';
import { CreateContactForm } from '../../../features/contacts/components/contact-form';
import { parseContactParent } from '../../../features/contacts/lib/contact-parent';
import { getRelationQueryOptions, useRelation } from '../../../lib/relations/get-relation';
import { relationKindInfo } from '../../../features/relations/lib/relation-kinds';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useUnsavedChanges } from '../../../hooks/use-unsaved-changes';
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
  const navigate = useNavigate();
  const [isDirty, setIsDirty] = useState(false);
  const { blocker, allowLeaving } = useUnsavedChanges(isDirty);
  if (!detail) return <LoadingScreen />;

  const parentHref = relationKindInfo[parent.kind].paths.detail.getHref(parent.id, 'contactpersonen');
  return (
    <>
      <PageHeader
        back={<TextLink to={parentHref}>← Terug naar {detail.record.companyName}</TextLink>}
        title="Contactpersoon toevoegen"
        description={`Bij ${relationKindInfo[parent.kind].the} ${detail.record.companyName}`}
      />
      <Card className="max-w-3xl">
        <CreateContactForm
          parent={parent}
          cancelHref={parentHref}
          onDirtyChange={setIsDirty}
          onSaved={() => {
            allowLeaving();
            void navigate(parentHref, { replace: true });
          }}
        />
      </Card>
      <UnsavedChangesDialog blocker={blocker} />
    </>
  );
}
