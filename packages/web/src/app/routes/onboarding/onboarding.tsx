import type { QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { useNavigate, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { PageHeader } from '../../../components/ui/page-header';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { hasPermission, useUser } from '../../../features/auth/api/get-user';
import { ConvertLeadButton } from '../../../features/leads/components/convert-lead-button';
import {
  getOnboardingQueryOptions,
  useOnboarding,
  useRefreshOnboardings,
  type OnboardingRecord,
} from '../../../features/onboarding/api/onboardings';
import { OnboardingDetail } from '../../../features/onboarding/components/onboarding-detail';
import type { LeadRecord } from '../../../features/relations/api/records';
import { useStaff } from '../../../features/relations/api/get-staff';
import { StagedReview } from '../../../features/staged/components/staged-review';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useRelation } from '../../../lib/relations/get-relation';
import { staffLabel } from '../../../lib/staff';

export const clientLoader =
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs) => {
    await queryClient.prefetchQuery(getOnboardingQueryOptions(params.onboardingId ?? ''));
    return null;
  };

/** After a lead's onboarding is approved: "Omzetten naar klant", the lead's own conversion. */
function ConvertAfterApproval({ record }: { record: OnboardingRecord }) {
  const user = useUser();
  const navigate = useNavigate();
  const lead = useRelation('lead', record.targetId).data?.record as LeadRecord | undefined;
  if (!lead) return null;
  if (lead.customerId)
    return (
      <Alert variant="success">
        {lead.companyName} is omgezet naar een klant.{' '}
        <TextLink to={paths.customers.detail.getHref(lead.customerId)}>Naar de klant</TextLink>
      </Alert>
    );
  if (!hasPermission(user, 'leads.update') || !hasPermission(user, 'customers.create')) return null;
  return (
    <Alert variant="success">
      <p className="mb-3">
        De onboarding is goedgekeurd. Je kunt {lead.companyName} nu omzetten naar een klant.
      </p>
      <ConvertLeadButton
        lead={lead}
        onConverted={(customer) => void navigate(paths.customers.detail.getHref(customer.id))}
      />
    </Alert>
  );
}

/** /leads/{id}/onboardings/{onboardingId} and /customers/{id}/onboardings/{onboardingId}. */
export function Component() {
  const { id = '', onboardingId = '' } = useParams();
  const user = useUser();
  const onboarding = useOnboarding(onboardingId);
  const { data: staff } = useStaff();
  const staffNames = useMemo(
    () => new Map((staff ?? []).map((member) => [member.id, staffLabel(staff ?? [], member.id)])),
    [staff],
  );
  const refresh = useRefreshOnboardings();
  const record = onboarding.data?.record;
  useDocumentTitle(record ? `Onboarding van ${record.targetName}` : 'Onboarding');
  const kind = record?.targetKind;
  const back = (
    <TextLink
      to={
        kind === 'customer'
          ? paths.customers.detail.getHref(id, 'onboarding')
          : paths.leads.detail.getHref(id, 'onboarding')
      }
    >
      ← Terug naar {record?.targetName ?? 'de relatie'}
    </TextLink>
  );
  if (onboarding.isError)
    return <PageHeader back={back} title="Onboarding" description={onboarding.error.message} />;
  if (!onboarding.data || !record || !user) return <LoadingScreen />;
  const canManage = hasPermission(user, record.targetKind === 'lead' ? 'leads.update' : 'customers.update');
  // The review needs the record's `.update` (the staged route checks it too).
  const reviewed = canManage && ['ingediend', 'goedgekeurd'].includes(record.status);
  return (
    <>
      <PageHeader
        back={back}
        title={`Onboarding van ${record.targetName}`}
        description={record.contactName}
      />
      <OnboardingDetail
        record={record}
        history={onboarding.data.history}
        canManage={canManage}
        staffNames={staffNames}
        review={
          reviewed ? (
            <StagedReview
              owner={{ kind: 'onboarding', id: record.id }}
              currentUserId={user.id}
              canDecide={canManage && record.status === 'ingediend'}
              onDecided={() => void refresh()}
            />
          ) : undefined
        }
        afterApproval={
          record.targetKind === 'lead' && record.status === 'goedgekeurd' ? (
            <ConvertAfterApproval record={record} />
          ) : undefined
        }
      />
    </>
  );
}
