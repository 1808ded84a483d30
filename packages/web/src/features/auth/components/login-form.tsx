import type { LoginInput } from '@crm/core/auth/schemas';
import { Link } from 'react-router';
import { FormTextField } from '../../../components/form/form-text-field';
import { EntityForm } from '../../../components/form/entity-form';
import { paths } from '../../../config/paths';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { useLogin } from '../api/login';
import type { User } from '../api/get-user';

type LoginFormProps = { onSuccess: (user: User) => void };

const emptyValues: LoginInput = { email: '', password: '' };

// The API validates with the same schema, so the inline messages match its 422 answer. Loaded on
// first validation: the form shows without zod.
const loginResolver = lazyResolver<LoginInput, LoginInput>(async () => {
  const [{ zodResolver }, { loginInputSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@crm/core/auth/schemas'),
  ]);
  return zodResolver(loginInputSchema);
});

export function LoginForm({ onSuccess }: LoginFormProps) {
  const login = useLogin({ onSuccess });
  return (
    <EntityForm
      resolver={loginResolver}
      initialValues={emptyValues}
      mutation={login}
      toVariables={(input: LoginInput) => input}
      successMessage={null}
      submitLabel="Inloggen"
      layout="single"
    >
      <FormTextField<LoginInput> name="email" label="E-mailadres" type="email" autoComplete="username" />
      <div className="space-y-2">
        <FormTextField<LoginInput>
          name="password"
          label="Wachtwoord"
          type="password"
          placeholder="Wachtwoord"
          autoComplete="current-password"
        />
        <div className="text-right text-sm">
          <Link
            to={paths.auth.forgotPassword.getHref()}
            className="font-medium text-primary-700 hover:text-primary-600 hover:underline"
          >
            Wachtwoord vergeten?
          </Link>
        </div>
      </div>
    </EntityForm>
  );
}
