import { zodResolver } from '@hookform/resolvers/zod';
import { createUserSchema, type CreateUserInput } from '@crm/core/users/schemas';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { splitApiErrors } from '../../../lib/form-errors';
import { useCreateUser, type CreateUserAnswer } from '../api/create-user';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { roleOptions } from './role-options';

const fields = ['name', 'email', 'role'] as const;

type CreateUserFormProps = {
  onCreated: (answer: CreateUserAnswer) => void;
  onDirtyChange: (isDirty: boolean) => void;
  cancelHref: string;
};

/** Naam, E-mailadres and Rol; no password: the new user sets it through the invitation e-mail. */
export function CreateUserForm({ onCreated, onDirtyChange, cancelHref }: CreateUserFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isDirty },
  } = useForm<CreateUserInput>({
    // The API validates with the same schema, so the inline messages match its 422 answer.
    resolver: zodResolver(createUserSchema),
    defaultValues: { name: '', email: '', role: 'medewerker' },
  });
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  const create = useCreateUser();

  const onSubmit = handleSubmit((input) =>
    create.mutate(input, {
      onSuccess: onCreated,
      onError: (error) => {
        for (const [field, message] of splitApiErrors(error, fields).fieldErrors) {
          setError(field, { message }, { shouldFocus: true });
        }
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      {create.error && <FormErrorAlert error={create.error} fields={fields} />}
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
        hint="Hier komt de uitnodiging om een wachtwoord in te stellen."
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
      <div className="flex flex-wrap gap-3 border-t border-gray-100 pt-6">
        <Button type="submit" isLoading={create.isPending}>
          Opslaan
        </Button>
        <ButtonLink to={cancelHref} variant="ghost">
          Annuleren
        </ButtonLink>
      </div>
    </form>
  );
}
