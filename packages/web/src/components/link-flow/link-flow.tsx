import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { LOADING_TEXT } from '../ui/loading-screen';
import { Spinner } from '../ui/spinner';
import type { LinkCheck } from './link-check';
import { LinkProblem, type LinkProblemHelp, type LinkRenewal } from './link-problem';

type LinkFlowProps<T, Key extends QueryKey> = {
  /** The page's check of its link (only shows: a GET or check call that changes nothing). */
  check: UseQueryOptions<LinkCheck<T>, Error, LinkCheck<T>, Key>;
  renewal?: LinkRenewal | undefined;
  /** Shown on the problem page under the explanation. */
  problemHelp?: LinkProblemHelp;
  /**
   * The form slot: what the link is for, given what the check answered. `onLinkProblem` turns
   * the page into the problem page when the act finds the link used up meanwhile (a 410).
   */
  children: (answer: T, onLinkProblem: (message: string) => void) => ReactNode;
};

/**
 * The one flow of every public link page (password set and reset, onboarding, supplier request,
 * condition review): check the link, then the page's form, or why the link cannot be used and
 * how to get a new one. A page gives its check, its renewal and its form.
 */
export function LinkFlow<T, Key extends QueryKey>({
  check,
  renewal,
  problemHelp,
  children,
}: LinkFlowProps<T, Key>) {
  const answer = useQuery(check);
  const [lateProblem, setLateProblem] = useState<string | null>(null);

  if (answer.isPending) {
    return (
      <div role="status" className="flex items-center gap-3 text-sm text-gray-600">
        <Spinner />
        {LOADING_TEXT}
      </div>
    );
  }
  if (answer.isError) {
    return (
      <div className="space-y-4">
        <Alert>{answer.error.message}</Alert>
        <Button variant="ghost" onClick={() => void answer.refetch()}>
          Opnieuw proberen
        </Button>
      </div>
    );
  }
  if (lateProblem !== null) return <LinkProblem message={lateProblem} renewal={renewal} help={problemHelp} />;
  if (answer.data.status === 'problem') {
    return <LinkProblem message={answer.data.message} renewal={renewal} help={problemHelp} />;
  }
  return children(answer.data, setLateProblem);
}
