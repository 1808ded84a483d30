import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { TextLink } from '../ui/text-link';
import type { LinkProblem as LinkProblemKind } from '@crm/core/links/messages';
import { problemKind } from './link-check';

/**
 * Where "Nieuwe link aanvragen" leads, when the purpose allows a new link: a page of its own
 * (`href`, e.g. wachtwoord vergeten), or a request that asks the link's owner for a new one
 * (outsider links: it answers the confirmation to show). Omitted: no new link can be asked for.
 */
export type LinkRenewal = { href: string } | { request: () => Promise<string> };

export const RENEW_LABEL = 'Nieuwe link aanvragen';

type LinkProblemProps = {
  /** The API's Dutch explanation (invalid, expired, used, revoked). */
  message: string;
  renewal?: LinkRenewal | undefined;
  /**
   * What this purpose's reader can do otherwise (e.g. sign in, ask the beheerder); a function
   * when it depends on the problem (a forged link gets no button to point at).
   */
  help?: LinkProblemHelp;
};

export type LinkProblemHelp = ReactNode | ((problem: LinkProblemKind) => ReactNode);

/** A link that can no longer be used: not an error, but a page that says why and what to do. */
export function LinkProblem({ message, renewal, help }: LinkProblemProps) {
  return (
    <div className="space-y-4 text-sm text-gray-700" data-problem={problemKind(message)}>
      <h2 className="text-lg font-semibold text-gray-900">Deze link kan niet meer worden gebruikt</h2>
      <p className="font-medium text-gray-900">{message}</p>
      {typeof help === 'function' ? help(problemKind(message)) : help}
      {renewal && 'request' in renewal && problemKind(message) !== 'invalid' && (
        <RenewalRequest request={renewal.request} />
      )}
      {renewal && 'href' in renewal && (
        <p>
          <TextLink to={renewal.href}>{RENEW_LABEL}</TextLink>
        </p>
      )}
    </div>
  );
}

/** Asks for a new link (the owner is told); a forged link cannot ask, so it gets no button. */
function RenewalRequest({ request }: { request: () => Promise<string> }) {
  const ask = useMutation({ mutationFn: request });
  if (ask.isSuccess) return <p role="status">{ask.data}</p>;
  return (
    <div className="space-y-2">
      {ask.isError && <Alert>{ask.error.message}</Alert>}
      <Button variant="ghost" isLoading={ask.isPending} onClick={() => ask.mutate()}>
        {RENEW_LABEL}
      </Button>
    </div>
  );
}
