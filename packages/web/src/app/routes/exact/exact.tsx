import type { QueryClient } from '@tanstack/react-query';
import { Card } from '../../../components/ui/card';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { PageHeader } from '../../../components/ui/page-header';
import { getExactStatusQueryOptions, useExactStatus } from '../../../features/exact/api/exact-connection';
import { ExactConnection } from '../../../features/exact/components/exact-connection';
import { ExactSyncSection } from '../../../features/exact/components/exact-sync-section';
import { useDocumentTitle } from '../../../hooks/use-document-title';

export const clientLoader = (queryClient: QueryClient) => async () => {
  await queryClient.ensureQueryData(getExactStatusQueryOptions());
  return null;
};

/** `/exact` (users.showAdmin): the connection with Exact Online, then the sync's own section. */
export function Component() {
  useDocumentTitle('Exact Online');
  const { data: status } = useExactStatus();
  if (!status) return <LoadingScreen />;
  return (
    <>
      <PageHeader
        title="Exact Online"
        description="Klanten en leveranciers worden gesynchroniseerd met één administratie in Exact Online."
      />
      <div className="space-y-6">
        <Card title="Verbinding">
          <ExactConnection status={status} />
        </Card>
        <ExactSyncSection status={status} />
      </div>
    </>
  );
}
