import type { OnboardingKind } from '@crm/core/onboarding/schema';
import type { RouteTab } from '../../components/ui/route-tabs';
import { paths } from '../../config/paths';
import { OnboardingList } from '../../features/onboarding/components/onboarding-list';

/** The Onboarding tab of a lead or customer page (`?tab=onboarding`, decision 052). */
export function onboardingTab(record: { kind: OnboardingKind; id: string; name: string }): RouteTab {
  return {
    id: 'onboarding',
    label: 'Onboarding',
    content: (
      <OnboardingList
        kind={record.kind}
        targetId={record.id}
        targetName={record.name}
        detailHref={(onboardingId) => paths.onboarding.getHref(record.kind, record.id, onboardingId)}
      />
    ),
  };
}
