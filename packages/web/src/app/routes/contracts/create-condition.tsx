import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { Card } from '../../../components/ui/card';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { PageHeader } from '../../../components/ui/page-header';
import { TextLink } from '../../../components/ui/text-link';
import { UnsavedChangesDialog } from '../../../components/ui/unsaved-changes-dialog';
import { paths } from '../../../config/paths';
import { CreateConditionForm } from '../../../features/contract-conditions/components/condition-form';
import { getContractQueryOptions, useContract } from '../../../features/contracts/api/get-contract';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useUnsavedChanges } from '../../../hooks/use-unsaved-changes';

export const clientLoader =
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs) => {
    await queryClient.ensureQueryData(getContractQueryOptions(params.id ?? ''));
    return null;
  };

/** A new condition of a contract, last in its order; afterwards back to the Voorwaarden tab. */
export function Component() {
  useDocumentTitle('Voorwaarde toevoegen');
  const { id = '' } = useParams();
  const { data: contract } = useContract(id);
  const navigate = useNavigate();
  const [isDirty, setIsDirty] = useState(false);
  const { blocker, allowLeaving } = useUnsavedChanges(isDirty);
  if (!contract) return <LoadingScreen />;

  const backHref = paths.contracts.detail.getHref(id, 'voorwaarden');
  return (
    <>
      <PageHeader
        back={<TextLink to={backHref}>← Terug naar {contract.number}</TextLink>}
        title="Voorwaarde toevoegen"
        description={`${contract.number} · ${contract.title}`}
      />
      <Card className="max-w-4xl">
        <CreateConditionForm
          contractId={id}
          cancelHref={backHref}
          onDirtyChange={setIsDirty}
          onSaved={() => {
            allowLeaving();
            void navigate(backHref);
          }}
        />
      </Card>
      <UnsavedChangesDialog blocker={blocker} />
    </>
  );
}
