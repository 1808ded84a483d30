import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { PasswordLinkFlow } from '../../../features/auth/components/password-link-flow';
import { loginNoticeState } from '../../../features/auth/lib/login-notice';
import { useDocumentTitle } from '../../../hooks/use-document-title';

/** The link from a "wachtwoord vergeten" e-mail: choose a new password; signing in comes after. */
export function Component() {
  useDocumentTitle('Nieuw wachtwoord kiezen');
  const { token = '' } = useParams();
  const navigate = useNavigate();

  return (
    <>
      <h1 className="mb-6 text-center text-2xl font-semibold tracking-tight text-gray-900">
        Nieuw wachtwoord kiezen
      </h1>
      <PasswordLinkFlow
        key={token}
        purpose="password-reset"
        token={token}
        intro={({ email }) => (
          <p>
            Kies een nieuw wachtwoord voor <strong>{email}</strong>. Daarna log je opnieuw in; je bent dan op
            andere apparaten uitgelogd.
          </p>
        )}
        onSuccess={(message) =>
          void navigate(paths.auth.login.getHref(), { replace: true, state: loginNoticeState(message) })
        }
      />
    </>
  );
}
