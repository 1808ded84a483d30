import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { PasswordLinkFlow } from '../../../features/auth/components/password-link-flow';
import { loginNoticeState } from '../../../features/auth/lib/login-notice';
import { useDocumentTitle } from '../../../hooks/use-document-title';

/** The invitation link of a new user: choose a first password, then sign in. */
export function Component() {
  useDocumentTitle('Wachtwoord instellen');
  const { token = '' } = useParams();
  const navigate = useNavigate();

  return (
    <>
      <h1 className="mb-6 text-center text-2xl font-semibold tracking-tight text-gray-900">
        Wachtwoord instellen
      </h1>
      <PasswordLinkFlow
        key={token}
        purpose="password-set"
        token={token}
        intro={({ name, email }) => (
          <>
            <p className="font-medium text-gray-900">Welkom, {name}!</p>
            <p className="mt-1">
              Kies een wachtwoord voor je account. Daarna log je in met <strong>{email}</strong>.
            </p>
          </>
        )}
        onSuccess={(message) =>
          void navigate(paths.auth.login.getHref(), { replace: true, state: loginNoticeState(message) })
        }
      />
    </>
  );
}
