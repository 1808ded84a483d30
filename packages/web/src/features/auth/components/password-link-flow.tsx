import type { ReactNode } from 'react';
import { LinkFlow } from '../../../components/link-flow/link-flow';
import { paths } from '../../../config/paths';
import { checkPasswordLinkQueryOptions, type PasswordLinkPurpose } from '../api/check-password-link';
import { NewPasswordForm } from './new-password-form';
import { PasswordLinkHelp } from './password-link-help';

type PasswordLinkFlowProps = {
  purpose: PasswordLinkPurpose;
  token: string;
  /** What the form says above its fields, given whose account it is. */
  intro: (account: { name: string; email: string }) => ReactNode;
  onSuccess: (message: string) => void;
};

/**
 * A password link on the shared link flow: a reset link is renewed through "wachtwoord vergeten";
 * an invitation only by a beheerder, so it offers no renewal of its own.
 */
export function PasswordLinkFlow({ purpose, token, intro, onSuccess }: PasswordLinkFlowProps) {
  return (
    <LinkFlow
      check={checkPasswordLinkQueryOptions(token, purpose)}
      renewal={purpose === 'password-reset' ? { href: paths.auth.forgotPassword.getHref() } : undefined}
      problemHelp={<PasswordLinkHelp purpose={purpose} />}
    >
      {(account, onLinkProblem) => (
        <div className="space-y-6">
          <div className="text-sm text-gray-600">{intro(account)}</div>
          <NewPasswordForm
            purpose={purpose}
            token={token}
            email={account.email}
            onSuccess={onSuccess}
            onLinkProblem={onLinkProblem}
          />
        </div>
      )}
    </LinkFlow>
  );
}
