import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { TextLink } from '../../../components/ui/text-link';
import { UnsavedChangesDialog } from '../../../components/ui/unsaved-changes-dialog';
import { paths } from '../../../config/paths';
import { ContractTypeForm } from '../../../features/contract-types/components/contract-type-form';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useUnsavedChanges } from '../../../hooks/use-unsaved-changes';

/** /contract-types/create: a new type; after saving the list shows it (types have no page of their own). */
export function Component() {
  useDocumentTitle('Contracttype toevoegen');
  const navigate = useNavigate();
  const [isDirty, setIsDirty] = useState(false);
  const { blocker, allowLeaving } = useUnsavedChanges(isDirty);
  const listHref = paths.contractTypes.list.getHref();

  return (
    <>
      <PageHeader
        back={<TextLink to={listHref}>← Terug naar contracttypes</TextLink>}
        title="Contracttype toevoegen"
      />
      <Card className="max-w-4xl">
        <ContractTypeForm
          type={null}
          cancelHref={listHref}
          onDirtyChange={setIsDirty}
          onSaved={() => {
            allowLeaving();
            void navigate(listHref, { replace: true });
          }}
        />
      </Card>
      <UnsavedChangesDialog blocker={blocker} />
    </>
  );
}
