import { problemOfMessage, type LinkProblem } from '@crm/core/links/messages';
import { ApiError } from '../../lib/api-client';

/**
 * What a public link page learns before it shows its form: the link works (with what the page
 * needs), or it cannot be used and why. A problem is an answer to show, not an error.
 */
export type LinkCheck<T> = ({ status: 'valid' } & T) | { status: 'problem'; message: string };

/** The API's message for a link that does not even look like one (a 422 on the token). */
export const INVALID_LINK_MESSAGE =
  'Deze link is ongeldig. Controleer of je de volledige link uit de e-mail hebt gebruikt.';

/** A 410 of any link call: the link cannot be used (any more); the message is the API's, in Dutch. */
export function linkProblemOf(error: unknown): { status: 'problem'; message: string } | null {
  if (error instanceof ApiError && error.status === 410) return { status: 'problem', message: error.message };
  return null;
}

/** Which problem a message names (expired, used, …), from the catalogue the API answers with. */
export function problemKind(message: string): LinkProblem {
  return problemOfMessage(message) ?? 'invalid';
}

/** Runs a link page's check call; 410 and a malformed token (422) become the problem to show. */
export async function checkLink<T extends object>(ask: () => Promise<T>): Promise<LinkCheck<T>> {
  try {
    return { status: 'valid', ...(await ask()) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 422) {
      return { status: 'problem', message: INVALID_LINK_MESSAGE };
    }
    const problem = linkProblemOf(error);
    if (problem) return problem;
    throw error;
  }
}
