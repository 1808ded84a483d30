import { zodResolver } from '@hookform/resolvers/zod';
import { createUserSchema, type CreateUserInput } from '@crm/core/users/schemas';
import { FormSelectField, FormTextField } from '../../../components/form/bound-fields';
import { EntityForm } from '../../../components/form/entity-form';
import { useCreateUser, type CreateUserAnswer } from '../api/create-user';
import { roleOptions } from './role-options';

type CreateUserFormProps = {
  onCreated: (answer: CreateUserAnswer) => void;
  onDirtyChange: (isDirty: boolean) => void;
  cancelHref: string;
};

const initialValues: CreateUserInput = { name: '', email: '', role: 'medewerker' };

/** Naam, E-mailadres and Rol; no password: the new user sets it through the invitation e-mail. */
export function CreateUserForm({ onCreated, onDirtyChange, cancelHref }: CreateUserFormProps) {
  const create = useCreateUser();
  return (
    <EntityForm
      // The API validates with the same schema, so the inline messages match its 422 answer.
      resolver={zodResolver(createUserSchema)}
      initialValues={initialValues}
      mutation={create}
      onSaved={onCreated}
      onDirtyChange={onDirtyChange}
      cancelHref={cancelHref}
    >
      <FormTextField<CreateUserInput> name="name" label="Naam" autoComplete="off" isRequired />
      <FormTextField<CreateUserInput>
        name="email"
        label="E-mailadres"
        type="email"
        autoComplete="off"
        isRequired
        hint="Hier komt de uitnodiging om een wachtwoord in te stellen."
      />
      <FormSelectField<CreateUserInput> name="role" label="Rol" options={roleOptions} isRequired />
    </EntityForm>
  );
}
