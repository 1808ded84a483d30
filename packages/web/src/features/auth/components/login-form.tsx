import { loginInputSchema, type LoginInput } from '@crm/core/auth/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useLogin } from '../api/login';
import type { User } from '../api/get-user';

type LoginFormProps = { onSuccess: (user: User) => void };

export function LoginForm({ onSuccess }: LoginFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LoginInput>({
    // The API validates with the same schema, so the inline messages match its 422 answer.
    resolver: zodResolver(loginInputSchema),
    defaultValues: { email: '', password: '' },
  });
  const login = useLogin({ onSuccess });

  const onSubmit = handleSubmit((input) =>
    login.mutate(input, {
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        for (const field of ['email', 'password'] as const) {
          const message = error.errors[field]?.[0];
          if (message) setError(field, { message });
        }
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      {login.error && <Alert>{login.error.message}</Alert>}
      <TextField
        label="E-mailadres"
        type="email"
        autoComplete="username"
        error={errors.email?.message}
        {...register('email')}
      />
      <div className="space-y-2">
        <TextField
          label="Wachtwoord"
          type="password"
          placeholder="Wachtwoord"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
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
      <Button type="submit" className="w-full" isLoading={login.isPending}>
        Inloggen
      </Button>
    </form>
  );
}
