import { zodResolver } from '@hookform/resolvers/zod';
import { newPasswordSchema } from '@crm/core/auth/schemas';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { splitApiErrors } from '../../../lib/form-errors';
import { useChangePassword, type ChangePasswordInput } from '../api/change-password';
import { FormErrorAlert } from '../../../components/form/form-error-alert';

/** The API's rules: the shared new-password schema plus the current password, with its message. */
const changePasswordSchema = z.intersection(
  newPasswordSchema,
  z.object({
    currentPassword: z
      .string({ error: 'Vul je huidige wachtwoord in.' })
      .min(1, 'Vul je huidige wachtwoord in.'),
  }),
);

const fields = ['currentPassword', 'password', 'passwordConfirmation'] as const;
const emptyValues: ChangePasswordInput = { currentPassword: '', password: '', passwordConfirmation: '' };

export function ChangePasswordForm({ onDirtyChange }: { onDirtyChange: (isDirty: boolean) => void }) {
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: emptyValues,
  });
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  const change = useChangePassword();

  const onSubmit = handleSubmit((input) =>
    change.mutate(input, {
      onSuccess: (message) => {
        reset(emptyValues);
        toast.success(message);
      },
      onError: (error) => {
        for (const [field, message] of splitApiErrors(error, fields).fieldErrors) {
          setError(field, { message }, { shouldFocus: true });
        }
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      {change.error && <FormErrorAlert error={change.error} fields={fields} />}
      <TextField
        label="Huidig wachtwoord"
        type="password"
        autoComplete="current-password"
        isRequired
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <TextField
        label="Nieuw wachtwoord"
        type="password"
        placeholder="Wachtwoord"
        autoComplete="new-password"
        isRequired
        hint="Minstens 8 tekens. Je andere sessies worden daarna beëindigd."
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
      <Button type="submit" isLoading={change.isPending}>
        Wachtwoord wijzigen
      </Button>
    </form>
  );
}
