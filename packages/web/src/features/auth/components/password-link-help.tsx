import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import type { PasswordLinkPurpose } from '../api/check-password-link';

/**
 * A link from an e-mail that can no longer be used: not an error, but a page with the API's
 * explanation and the way forward. An invitation is renewed by a beheerder; a reset link by asking
 * for a new one.
 */
export function PasswordLinkProblem({ purpose, message }: { purpose: PasswordLinkPurpose; message: string }) {
  return (
    <div className="space-y-4 text-sm text-gray-700">
      <h2 className="text-lg font-semibold text-gray-900">Deze link kan niet meer worden gebruikt</h2>
      <p className="font-medium text-gray-900">{message}</p>
      {purpose === 'password-set' ? (
        <>
          <p>
            Heb je je wachtwoord al ingesteld? Dan kun je gewoon inloggen. Zo niet, vraag dan de beheerder van
            je organisatie om een nieuwe uitnodiging.
          </p>
          <p>
            <TextLink to={paths.auth.login.getHref()}>Naar inloggen</TextLink>
          </p>
        </>
      ) : (
        <>
          <p>Vraag een nieuwe link aan; die is 60 minuten geldig en werkt één keer.</p>
          <p className="flex flex-wrap gap-x-6 gap-y-2">
            <TextLink to={paths.auth.forgotPassword.getHref()}>Nieuwe link aanvragen</TextLink>
            <TextLink to={paths.auth.login.getHref()}>Terug naar inloggen</TextLink>
          </p>
        </>
      )}
    </div>
  );
}
