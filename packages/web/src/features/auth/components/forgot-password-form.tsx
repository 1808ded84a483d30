import { forgotPasswordSchema } from '@crm/core/auth/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { splitApiErrors } from '../../../lib/form-errors';
import { useForgotPassword, type ForgotPasswordInput } from '../api/forgot-password';

/**
 * Asks for a reset link. The confirmation is the API's, the same for known and unknown addresses,
 * so the page never tells whether an account exists.
 */
export function ForgotPasswordForm() {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const forgot = useForgotPassword();

  const onSubmit = handleSubmit((input) =>
    forgot.mutate(input, {
      onError: (error) => {
        for (const [field, message] of splitApiErrors(error, ['email'] as const).fieldErrors) {
          setError(field, { message });
        }
      },
    }),
  );

  if (forgot.isSuccess) return <Alert variant="success">{forgot.data}</Alert>;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <p className="text-sm text-gray-600">
        Vul het e-mailadres van je account in. Als het bij ons bekend is, sturen we je een e-mail met een link
        om een nieuw wachtwoord in te stellen.
      </p>
      {forgot.error && <Alert>{forgot.error.message}</Alert>}
      <TextField
        label="E-mailadres"
        type="email"
        autoComplete="username"
        isRequired
        error={errors.email?.message}
        {...register('email')}
      />
      <Button type="submit" className="w-full" isLoading={forgot.isPending}>
        Verzenden
      </Button>
    </form>
  );
}
