import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import type { PasswordLinkPurpose } from '../api/check-password-link';

/**
 * What to do when a password link no longer works: an invitation is renewed by a beheerder; a
 * reset link by asking for a new one (the link flow's "Nieuwe link aanvragen").
 */
export function PasswordLinkHelp({ purpose }: { purpose: PasswordLinkPurpose }) {
  if (purpose === 'password-set') {
    return (
      <>
        <p>
          Heb je je wachtwoord al ingesteld? Dan kun je gewoon inloggen. Zo niet, vraag dan de beheerder van
          je organisatie om een nieuwe uitnodiging.
        </p>
        <p>
          <TextLink to={paths.auth.login.getHref()}>Naar inloggen</TextLink>
        </p>
      </>
    );
  }
  return (
    <>
      <p>Vraag een nieuwe link aan; die is 60 minuten geldig en werkt één keer.</p>
      <p>
        <TextLink to={paths.auth.login.getHref()}>Terug naar inloggen</TextLink>
      </p>
    </>
  );
}
