import { onboardingKinds, type OnboardingKind } from '@crm/core/onboarding/schema';
import { useParams } from 'react-router';
import { LinkFlow } from '../../../components/link-flow/link-flow';
import { LinkProblem } from '../../../components/link-flow/link-problem';
import { publicOnboardingQueryOptions } from '../../../features/onboarding/api/public-onboarding';
import { PublicOnboardingPage } from '../../../features/onboarding/components/public-onboarding-page';
import { useDocumentTitle } from '../../../hooks/use-document-title';

const isKind = (type: string): type is OnboardingKind =>
  (onboardingKinds as readonly string[]).includes(type);

/**
 * /onboarding/{token}/{type}: the outsider's onboarding form (decision 052), whether or not a
 * colleague is signed in in this browser. A link that stopped working shows why.
 */
export function Component() {
  useDocumentTitle('Gegevens invullen');
  const { token = '', type = '' } = useParams();
  if (!isKind(type)) return <LinkProblem message="Deze link is ongeldig." />;
  return (
    <LinkFlow
      key={`${token}/${type}`}
      check={publicOnboardingQueryOptions(token, type)}
      problemHelp={() => <p>Vraag je contactpersoon om een nieuwe link.</p>}
    >
      {({ onboarding }, onLinkProblem) => (
        <PublicOnboardingPage
          key={onboarding.status}
          token={token}
          kind={type}
          onboarding={onboarding}
          onLinkProblem={onLinkProblem}
        />
      )}
    </LinkFlow>
  );
}
