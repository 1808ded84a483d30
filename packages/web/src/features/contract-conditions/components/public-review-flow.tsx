import { LinkFlow } from '../../../components/link-flow/link-flow';
import { publicReviewQueryOptions, requestNewLink } from '../api/public-review';
import { PublicReviewPage } from './public-review-page';

type PublicReviewFlowProps = {
  token: string;
  /** The condition in the path: shown first. */
  conditionId: string;
  /** Opens another condition of the link (changes the URL only). */
  onOpen: (conditionId: string) => void;
};

/**
 * The outsider's page on the shared link flow: the check is a GET that writes nothing; a link that
 * stopped working shows its own page, where "Nieuwe link aanvragen" asks the owner for a new one.
 */
export function PublicReviewFlow({ token, conditionId, onOpen }: PublicReviewFlowProps) {
  return (
    <LinkFlow
      check={publicReviewQueryOptions(token)}
      renewal={{ request: () => requestNewLink(token) }}
      problemHelp={(problem) => (
        // A forged or broken link cannot ask for a new one: there is nothing below to click.
        <p>
          {problem === 'invalid'
            ? 'Vraag de afzender van de e-mail om een nieuwe link.'
            : 'Vraag de afzender van de e-mail om een nieuwe link, of klik hieronder.'}
        </p>
      )}
    >
      {({ review }, onLinkProblem) => (
        <PublicReviewPage
          token={token}
          review={review}
          conditionId={conditionId}
          onOpen={onOpen}
          onLinkProblem={onLinkProblem}
        />
      )}
    </LinkFlow>
  );
}
