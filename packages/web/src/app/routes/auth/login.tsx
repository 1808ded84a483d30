import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { LoginForm } from '../../../features/auth/components/login-form';
import { readLoginNotice } from '../../../features/auth/lib/login-notice';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { redirectTargetAfterLogin } from '../../../lib/auth-redirect';

export function Component() {
  useDocumentTitle('Inloggen');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirectTo = redirectTargetAfterLogin(searchParams.get('redirect'));
  // E.g. "Je wachtwoord is ingesteld. Je kunt nu inloggen." after a password link.
  const notice = readLoginNotice(useLocation().state);

  return (
    <>
      <h1 className="mb-8 text-center text-2xl font-semibold tracking-tight text-gray-900">Inloggen</h1>
      {notice && (
        <div className="mb-6">
          <Alert variant="success">{notice}</Alert>
        </div>
      )}
      <LoginForm onSuccess={() => void navigate(redirectTo, { replace: true })} />
    </>
  );
}
