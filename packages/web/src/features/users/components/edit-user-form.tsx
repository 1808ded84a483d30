import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { updateUserSchema } from '@crm/core/users/schemas';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { ConflictAlert } from '../../../components/ui/conflict-alert';
import { SelectField } from '../../../components/ui/select-field';
import { SwitchField } from '../../../components/ui/switch-field';
import { TextField } from '../../../components/ui/text-field';
import { isConflict, splitApiErrors } from '../../../lib/form-errors';
import { getUserDetailsQueryOptions } from '../api/get-user-details';
import { useUpdateUser } from '../api/update-user';
import type { UserRecord } from '../api/user-record';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { ResendInvitation } from './resend-invitation';
import { roleOptions } from './role-options';
import { useReloadLatest } from '../../../components/form/use-reload-latest';

/** The API's schema without the version: that one comes from the record the form was opened with. */
const editUserFormSchema = updateUserSchema.omit({ version: true });
type EditUserFormValues = z.infer<typeof editUserFormSchema>;

const fields = ['name', 'email', 'role', 'active'] as const;

const valuesOf = (user: UserRecord): EditUserFormValues => ({
  name: user.name,
  email: user.email,
  role: user.role,
  active: user.active,
});

type EditUserFormProps = {
  user: UserRecord;
  /** The signed-in user editing themself: they cannot deactivate their own account. */
  isSelf: boolean;
  onSaved: (user: UserRecord) => void;
  onDirtyChange: (isDirty: boolean) => void;
  cancelHref: string;
};

export function EditUserForm({ user, isSelf, onSaved, onDirtyChange, cancelHref }: EditUserFormProps) {
  const queryClient = useQueryClient();
  // The version this form is based on: a save after someone else's is refused (409), never merged.
  const [base, setBase] = useState(user);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<EditUserFormValues>({
    resolver: zodResolver(editUserFormSchema),
    defaultValues: valuesOf(user),
  });
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  const update = useUpdateUser(user.id);

  const onSubmit = handleSubmit((values) =>
    update.mutate(
      { ...values, version: base.version },
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
    const fresh = await queryClient.fetchQuery({ ...getUserDetailsQueryOptions(user.id), staleTime: 0 });
    setBase(fresh);
    reset(valuesOf(fresh));
    update.reset();
  });

  return (
    <div className="space-y-6">
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
          autoComplete="off"
          isRequired
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="E-mailadres"
          type="email"
          autoComplete="off"
          isRequired
          error={errors.email?.message}
          {...register('email')}
        />
        <SelectField
          label="Rol"
          options={roleOptions}
          isRequired
          error={errors.role?.message}
          {...register('role')}
        />
        <Controller
          control={control}
          name="active"
          render={({ field }) => (
            <SwitchField
              label="Actief"
              name={field.name}
              checked={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              disabled={isSelf}
              hint={
                isSelf
                  ? 'Je kunt jezelf niet deactiveren.'
                  : 'Een inactieve gebruiker kan niet inloggen; open sessies eindigen direct.'
              }
              error={errors.active?.message}
            />
          )}
        />
        <div className="flex flex-wrap gap-3 border-t border-gray-100 pt-6">
          <Button type="submit" isLoading={update.isPending}>
            Opslaan
          </Button>
          <ButtonLink to={cancelHref} variant="ghost">
            Annuleren
          </ButtonLink>
        </div>
      </form>
      {!base.hasPassword && <ResendInvitation userId={user.id} />}
    </div>
  );
}
