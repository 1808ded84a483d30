import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Card } from '../../../components/ui/card';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { PageHeader } from '../../../components/ui/page-header';
import { TextLink } from '../../../components/ui/text-link';
import { UnsavedChangesDialog } from '../../../components/ui/unsaved-changes-dialog';
import { paths } from '../../../config/paths';
import { useCondition } from '../../../features/contract-conditions/api/get-condition';
import { EditConditionForm } from '../../../features/contract-conditions/components/condition-form';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { conditionLoader } from './condition-loader';
import { useUnsavedChanges } from '../../../hooks/use-unsaved-changes';

export const clientLoader = conditionLoader;

/** Editing a condition; a text already sent becomes a new version (the form says so first). */
export function Component() {
  useDocumentTitle('Voorwaarde bewerken');
  const { id = '', conditionId = '' } = useParams();
  const { data: detail } = useCondition(id, conditionId);
  const navigate = useNavigate();
  const [isDirty, setIsDirty] = useState(false);
  const { blocker, allowLeaving } = useUnsavedChanges(isDirty);
  if (!detail) return <LoadingScreen />;

  const detailHref = paths.contracts.conditions.detail.getHref(id, conditionId);
  return (
    <>
      <PageHeader
        back={<TextLink to={detailHref}>← Terug naar {detail.record.title}</TextLink>}
        title="Voorwaarde bewerken"
        description={`versie ${detail.record.textVersion}`}
      />
      <Card className="max-w-4xl">
        <EditConditionForm
          // A fresh load of another condition starts a fresh form; a reload after a conflict does not.
          key={conditionId}
          contractId={id}
          condition={detail.record}
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
