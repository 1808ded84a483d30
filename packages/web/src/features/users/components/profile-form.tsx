import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { updateProfileSchema } from '@crm/core/users/schemas';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { ConflictAlert } from '../../../components/ui/conflict-alert';
import { TextField } from '../../../components/ui/text-field';
import { isConflict, splitApiErrors } from '../../../lib/form-errors';
import { getProfileQueryOptions } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import type { UserRecord } from '../api/user-record';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { useReloadLatest } from '../../../components/form/use-reload-latest';

const profileFormSchema = updateProfileSchema.omit({ version: true });
type ProfileFormValues = z.infer<typeof profileFormSchema>;

const fields = ['name', 'email', 'currentPassword'] as const;
const valuesOf = (user: UserRecord): ProfileFormValues => ({
  name: user.name,
  email: user.email,
  currentPassword: '',
});

type ProfileFormProps = {
  user: UserRecord;
  onSaved: (user: UserRecord) => void;
  onDirtyChange: (isDirty: boolean) => void;
};

/** The signed-in user's own Naam and E-mailadres. */
export function ProfileForm({ user, onSaved, onDirtyChange }: ProfileFormProps) {
  const queryClient = useQueryClient();
  const [base, setBase] = useState(user);
  // A password change or "Overal uitloggen" raises the record's version without touching these
  // fields: follow it, so saving afterwards is not refused as someone else's change.
  if (user.version > base.version && user.name === base.name && user.email === base.email) setBase(user);

  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors, isDirty },
  } = useForm<ProfileFormValues>({ resolver: zodResolver(profileFormSchema), defaultValues: valuesOf(user) });
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  const update = useUpdateProfile();

  // A new e-mail address is a new way into the account: the API asks for the current password.
  const emailChanged = watch('email').trim().toLowerCase() !== base.email.toLowerCase();
  const onSubmit = handleSubmit(({ currentPassword, ...values }) =>
    update.mutate(
      { ...values, ...(emailChanged ? { currentPassword } : {}), version: base.version },
      {
        onSuccess: (saved) => {
          setBase(saved);
          reset(valuesOf(saved));
          onSaved(saved);
        },
        onError: (error) => {
          for (const [field, message] of splitApiErrors(error, fields).fieldErrors) {
            setError(field, { message }, { shouldFocus: true });
          }
        },
      },
    ),
  );

  const { isReloading, reloadLatest: reload } = useReloadLatest(async () => {
    const fresh = await queryClient.fetchQuery({ ...getProfileQueryOptions(), staleTime: 0 });
    setBase(fresh.user);
    reset(valuesOf(fresh.user));
    update.reset();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      {update.error &&
        (isConflict(update.error) ? (
          <ConflictAlert
            message={update.error.message}
            onReload={() => void reload()}
            isReloading={isReloading}
          />
        ) : (
          <FormErrorAlert error={update.error} fields={fields} />
        ))}
      <TextField
        label="Naam"
        autoComplete="name"
        isRequired
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="E-mailadres"
        type="email"
        autoComplete="email"
        isRequired
        hint="Hiermee log je in."
        error={errors.email?.message}
        {...register('email')}
      />
      {emailChanged && (
        <TextField
          label="Huidig wachtwoord"
          type="password"
          autoComplete="current-password"
          isRequired
          hint="Nodig om je e-mailadres te wijzigen."
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
      )}
      <Button type="submit" isLoading={update.isPending}>
        Opslaan
      </Button>
    </form>
  );
}
