import { DomainError } from '../errors.ts';
import { linkProblemMessages, type LinkProblem } from './messages.ts';

/**
 * A link that cannot be used (invalid, expired, used, revoked): 410 with the Dutch message and the
 * problem, answered by the API's one `onError` like every other domain error.
 */
export class LinkError extends DomainError {
  readonly status = 410;
  constructor(readonly problem: LinkProblem) {
    super(linkProblemMessages[problem]);
  }
}
