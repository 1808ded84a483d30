import type { QueryClient } from '@tanstack/react-query';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { FormPage } from '../../../components/form/form-page';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { paths } from '../../../config/paths';
import { CreateConditionForm } from '../../../features/contract-conditions/components/condition-form';
import { getContractQueryOptions, useContract } from '../../../features/contracts/api/get-contract';
import { useDocumentTitle } from '../../../hooks/use-document-title';

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
  if (!contract) return <LoadingScreen />;

  const backHref = paths.contracts.detail.getHref(id, 'voorwaarden');
  return (
    <FormPage
      back={{ href: backHref, label: `Terug naar ${contract.number}` }}
      title="Voorwaarde toevoegen"
      description={`${contract.number} · ${contract.title}`}
    >
      {({ onDirtyChange, leave }) => (
        <CreateConditionForm
          contractId={id}
          cancelHref={backHref}
          onDirtyChange={onDirtyChange}
          onSaved={() => {
            leave(backHref);
          }}
        />
      )}
    </FormPage>
  );
}
