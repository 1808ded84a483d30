import { useState, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { LOADING_TEXT } from '../../../components/ui/loading-screen';
import { Spinner } from '../../../components/ui/spinner';
import { useCheckPasswordLink, type PasswordLinkPurpose } from '../api/check-password-link';
import { NewPasswordForm } from './new-password-form';
import { PasswordLinkProblem } from './password-link-problem';

type PasswordLinkFlowProps = {
  purpose: PasswordLinkPurpose;
  token: string;
  /** What the form says above its fields, given whose account it is. */
  intro: (account: { name: string; email: string }) => ReactNode;
  onSuccess: (message: string) => void;
};

/** Checks the link first; then the form, or why the link cannot be used and what to do instead. */
export function PasswordLinkFlow({ purpose, token, intro, onSuccess }: PasswordLinkFlowProps) {
  const check = useCheckPasswordLink(token, purpose);
  const [lateProblem, setLateProblem] = useState<string | null>(null);

  if (check.isPending) {
    return (
      <div role="status" className="flex items-center gap-3 text-sm text-gray-600">
        <Spinner />
        {LOADING_TEXT}
      </div>
    );
  }
  if (check.isError) {
    return (
      <div className="space-y-4">
        <Alert>{check.error.message}</Alert>
        <Button variant="ghost" onClick={() => void check.refetch()}>
          Opnieuw proberen
        </Button>
      </div>
    );
  }
  if (lateProblem !== null) return <PasswordLinkProblem purpose={purpose} message={lateProblem} />;
  if (check.data.status === 'problem') {
    return <PasswordLinkProblem purpose={purpose} message={check.data.message} />;
  }

  const account = check.data;
  return (
    <div className="space-y-6">
      <div className="text-sm text-gray-600">{intro(account)}</div>
      <NewPasswordForm
        purpose={purpose}
        token={token}
        email={account.email}
        onSuccess={onSuccess}
        onLinkProblem={setLateProblem}
      />
    </div>
  );
}
