import { useParams } from 'react-router';
import { FormPage } from '../../../components/form/form-page';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { paths } from '../../../config/paths';
import { useCondition } from '../../../features/contract-conditions/api/get-condition';
import { EditConditionForm } from '../../../features/contract-conditions/components/condition-form';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { conditionLoader } from './condition-loader';

export const clientLoader = conditionLoader;

/** Editing a condition; a text already sent becomes a new version (the form says so first). */
export function Component() {
  useDocumentTitle('Voorwaarde bewerken');
  const { id = '', conditionId = '' } = useParams();
  const { data: detail } = useCondition(id, conditionId);
  if (!detail) return <LoadingScreen />;

  const detailHref = paths.contracts.conditions.detail.getHref(id, conditionId);
  return (
    <FormPage
      back={{ href: detailHref, label: `Terug naar ${detail.record.title}` }}
      title="Voorwaarde bewerken"
      description={`versie ${detail.record.textVersion}`}
    >
      {({ onDirtyChange, leave }) => (
        <EditConditionForm
          // A fresh load of another condition starts a fresh form; a reload after a conflict does not.
          key={conditionId}
          contractId={id}
          condition={detail.record}
          cancelHref={detailHref}
          onDirtyChange={onDirtyChange}
          onSaved={() => leave(detailHref)}
        />
      )}
    </FormPage>
  );
}
