import type { QueryClient } from '@tanstack/react-query';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { FormPage } from '../../components/form/form-page';
import { Card } from '../../components/ui/card';
import { LoadingScreen } from '../../components/ui/loading-screen';
import {
  getFinancialQueryOptions,
  useFinancial,
  type FinancialKind,
} from '../../features/relations/api/get-financial';
import { exactStateSummary } from '../../features/relations/components/exact-sync-state';
import { FinancialForm } from '../../features/relations/components/financial-form';
import { relationKindInfo } from '../../features/relations/lib/relation-kinds';
import { useDocumentTitle } from '../../hooks/use-document-title';

export const financialLoader =
  (kind: FinancialKind) =>
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs) => {
    // Always the latest: this form saves against the version it shows.
    await queryClient.fetchQuery({ ...getFinancialQueryOptions(kind, params.id ?? ''), staleTime: 0 });
    return null;
  };

/** `/customers/financial/edit/{id}` and its supplier twin. */
export function FinancialEditPage({ kind }: { kind: FinancialKind }) {
  useDocumentTitle('Financiële gegevens bewerken');
  const { id = '' } = useParams();
  const { data } = useFinancial(kind, id);
  if (!data) return <LoadingScreen />;

  const detailHref = relationKindInfo[kind].paths.detail.getHref(id, 'financieel');
  return (
    <FormPage
      back={{ href: detailHref, label: `Terug naar ${data.record.companyName}` }}
      title="Financiële gegevens bewerken"
      description={`${data.record.companyName} · ${data.record.number}`}
      aside={
        <Card title="Koppeling met Exact" description="Alleen-lezen: de synchronisatie houdt dit bij.">
          <p className="text-sm text-gray-800">{exactStateSummary(data.exact)}</p>
          {data.exact.error && <p className="mt-2 text-sm text-gray-600">{data.exact.error}</p>}
        </Card>
      }
    >
      {({ onDirtyChange, leave }) => (
        <FinancialForm
          kind={kind}
          id={id}
          financial={data.financial}
          cancelHref={detailHref}
          onDirtyChange={onDirtyChange}
          onSaved={() => leave(detailHref)}
        />
      )}
    </FormPage>
  );
}
