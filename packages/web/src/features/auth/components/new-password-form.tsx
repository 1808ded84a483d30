import { newPasswordSchema, type NewPasswordInput } from '@crm/core/auth/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { splitApiErrors } from '../../../lib/form-errors';
import { linkProblemOf } from '../../../components/link-flow/link-check';
import type { PasswordLinkPurpose } from '../api/check-password-link';
import { useSetPassword } from '../api/set-password';

type NewPasswordFormProps = {
  purpose: PasswordLinkPurpose;
  token: string;
  /** The account's address, for password managers (a hidden username field). */
  email: string;
  onSuccess: (message: string) => void;
  /** The link stopped working between opening the page and saving (used, expired, revoked). */
  onLinkProblem: (message: string) => void;
};

const fields = ['password', 'passwordConfirmation'] as const;

/** A new password, typed twice, set with the token of an e-mailed link. */
export function NewPasswordForm({ purpose, token, email, onSuccess, onLinkProblem }: NewPasswordFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<NewPasswordInput>({
    // The API checks the same schema, then whether the password is a common one.
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', passwordConfirmation: '' },
  });
  const save = useSetPassword(purpose);
  const otherMessages = splitApiErrors(save.error, fields).otherMessages;

  const onSubmit = handleSubmit((input) =>
    save.mutate(
      { ...input, token },
      {
        onSuccess,
        onError: (error) => {
          const problem = linkProblemOf(error);
          if (problem?.status === 'problem') return onLinkProblem(problem.message);
          for (const [field, message] of splitApiErrors(error, fields).fieldErrors) {
            setError(field, { message }, { shouldFocus: true });
          }
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      {save.error && linkProblemOf(save.error) === null && (
        <Alert>
          {save.error.message}
          {otherMessages.map((message) => (
            <span key={message} className="block">
              {message}
            </span>
          ))}
        </Alert>
      )}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <TextField
        label="Wachtwoord"
        type="password"
        placeholder="Wachtwoord"
        autoComplete="new-password"
        isRequired
        hint="Minstens 8 tekens. Een lange zin is sterk en goed te onthouden."
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label="Wachtwoord herhalen"
        type="password"
        placeholder="Herhaal wachtwoord"
        autoComplete="new-password"
        isRequired
        error={errors.passwordConfirmation?.message}
        {...register('passwordConfirmation')}
      />
      <Button type="submit" className="w-full" isLoading={save.isPending}>
        Opslaan
      </Button>
    </form>
  );
}
