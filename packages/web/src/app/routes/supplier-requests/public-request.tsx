import { useParams } from 'react-router';
import { LinkFlow } from '../../../components/link-flow/link-flow';
import { publicRequestQueryOptions } from '../../../features/supplier-requests/api/public-request';
import { PublicRequestPage } from '../../../features/supplier-requests/components/public-request-page';
import { useDocumentTitle } from '../../../hooks/use-document-title';

/**
 * /supplier-information-requests/{token}: the supplier's page of an information request, whether
 * or not a colleague is signed in in this browser. A link that stopped working shows why.
 */
export function Component() {
  useDocumentTitle('Gegevens controleren');
  const { token = '' } = useParams();
  return (
    <LinkFlow
      key={token}
      check={publicRequestQueryOptions(token)}
      problemHelp={() => <p>Vraag je contactpersoon om een nieuwe link.</p>}
    >
      {({ request }, onLinkProblem) => (
        <PublicRequestPage
          key={request.status}
          token={token}
          request={request}
          onLinkProblem={onLinkProblem}
        />
      )}
    </LinkFlow>
  );
}
