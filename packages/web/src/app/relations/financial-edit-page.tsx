import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { Card } from '../../components/ui/card';
import { LoadingScreen } from '../../components/ui/loading-screen';
import { PageHeader } from '../../components/ui/page-header';
import { TextLink } from '../../components/ui/text-link';
import { UnsavedChangesDialog } from '../../components/ui/unsaved-changes-dialog';
import {
  getFinancialQueryOptions,
  useFinancial,
  type FinancialKind,
} from '../../features/relations/api/get-financial';
import { ExactLink } from '../../features/relations/components/financial-facts';
import { FinancialForm } from '../../features/relations/components/financial-form';
import { relationKindInfo } from '../../features/relations/lib/relation-kinds';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useUnsavedChanges } from '../../hooks/use-unsaved-changes';

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
  const navigate = useNavigate();
  const [isDirty, setIsDirty] = useState(false);
  const { blocker, allowLeaving } = useUnsavedChanges(isDirty);
  if (!data) return <LoadingScreen />;

  const detailHref = relationKindInfo[kind].paths.detail.getHref(id, 'financieel');
  return (
    <>
      <PageHeader
        back={<TextLink to={detailHref}>← Terug naar {data.record.companyName}</TextLink>}
        title="Financiële gegevens bewerken"
        description={`${data.record.companyName} · ${data.record.number}`}
      />
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <FinancialForm
            kind={kind}
            id={id}
            financial={data.financial}
            cancelHref={detailHref}
            onDirtyChange={setIsDirty}
            onSaved={() => {
              allowLeaving();
              void navigate(detailHref);
            }}
          />
        </Card>
        <Card title="Koppeling met Exact" description="Alleen-lezen: de synchronisatie houdt dit bij.">
          <ExactLink financial={data.financial} />
        </Card>
      </div>
      <UnsavedChangesDialog blocker={blocker} />
    </>
  );
}
