import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form';
import { useDocumentTitle } from '../../../hooks/use-document-title';

export function Component() {
  useDocumentTitle('Wachtwoord vergeten');
  return (
    <>
      <h1 className="mb-6 text-center text-2xl font-semibold tracking-tight text-gray-900">
        Wachtwoord vergeten
      </h1>
      <ForgotPasswordForm />
      <p className="mt-6 text-center text-sm">
        <TextLink to={paths.auth.login.getHref()}>Terug naar inloggen</TextLink>
      </p>
    </>
  );
}
