import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { PublicReviewFlow } from '../../../features/contract-conditions/components/public-review-flow';
import { useDocumentTitle } from '../../../hooks/use-document-title';

/**
 * The outsider's page of a condition review link: whether or not a colleague is signed in in this
 * browser, it shows the link's conditions. Moving between them only changes the URL.
 */
export function Component() {
  useDocumentTitle('Voorwaarden beoordelen');
  const { token = '', conditionId = '' } = useParams();
  const navigate = useNavigate();
  return (
    <PublicReviewFlow
      key={token}
      token={token}
      conditionId={conditionId}
      onOpen={(next) => void navigate(paths.contractConditionReview.getHref(token, next), { replace: true })}
    />
  );
}
