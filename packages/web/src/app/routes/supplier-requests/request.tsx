import type { QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { useParams } from 'react-router';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { PageHeader } from '../../../components/ui/page-header';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { hasPermission, useUser } from '../../../features/auth/api/get-user';
import { useStaff } from '../../../features/relations/api/get-staff';
import { StagedReview } from '../../../features/staged/components/staged-review';
import {
  getRequestQueryOptions,
  useRefreshRequests,
  useRequest,
} from '../../../features/supplier-requests/api/requests';
import { RequestDetail } from '../../../features/supplier-requests/components/request-detail';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { staffLabel } from '../../../lib/staff';

export const clientLoader =
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs) => {
    await queryClient.prefetchQuery(getRequestQueryOptions(params.requestId ?? ''));
    return null;
  };

/** /suppliers/{id}/requests/{requestId}: one supplier information request. */
export function Component() {
  const { id = '', requestId = '' } = useParams();
  const user = useUser();
  const request = useRequest(requestId);
  const { data: staff } = useStaff();
  const staffNames = useMemo(
    () => new Map((staff ?? []).map((member) => [member.id, staffLabel(staff ?? [], member.id)])),
    [staff],
  );
  const refresh = useRefreshRequests();
  const record = request.data?.record;
  useDocumentTitle(record ? `Verzoek aan ${record.supplierName}` : 'Verzoek');
  const back = (
    <TextLink to={paths.suppliers.detail.getHref(id, 'verzoeken')}>
      ← Terug naar {record?.supplierName ?? 'de leverancier'}
    </TextLink>
  );
  if (request.isError) return <PageHeader back={back} title="Verzoek" description={request.error.message} />;
  if (!request.data || !record) return <LoadingScreen />;
  const canManage = hasPermission(user, 'supplier_requests.manage');
  // The supplier's answer, once submitted: reviewed field by field (decision 046).
  const reviewed = ['ingediend', 'goedgekeurd'].includes(record.status) && record.template.fields.length > 0;
  return (
    <>
      <PageHeader
        back={back}
        title={`Verzoek aan ${record.supplierName}`}
        description={record.templateName}
      />
      <RequestDetail
        record={record}
        history={request.data.history}
        canManage={canManage}
        staffNames={staffNames}
        review={
          reviewed && user ? (
            <StagedReview
              owner={{ kind: 'supplier-request', id: record.id }}
              currentUserId={user.id}
              canDecide={canManage && record.status === 'ingediend'}
              onDecided={() => void refresh()}
            />
          ) : undefined
        }
      />
    </>
  );
}
