import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { updateUserSchema } from '@crm/core/users/schemas';
import { useState } from 'react';
import type { z } from 'zod';
import { FormSelectField, FormSwitchField, FormTextField } from '../../../components/form/bound-fields';
import { EntityForm } from '../../../components/form/entity-form';
import { getUserDetailsQueryOptions } from '../api/get-user-details';
import { useUpdateUser } from '../api/update-user';
import type { UserRecord } from '../api/user-record';
import { ResendInvitation } from './resend-invitation';
import { roleOptions } from './role-options';

/** The API's schema without the version: that one comes from the record the form was opened with. */
const editUserFormSchema = updateUserSchema.omit({ version: true });
type EditUserFormValues = z.infer<typeof editUserFormSchema>;

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
  // Whether the user has set a password yet, as last loaded (a reload may find they have).
  const [hasPassword, setHasPassword] = useState(user.hasPassword);
  const update = useUpdateUser(user.id);

  return (
    <div className="space-y-6">
      <EntityForm
        resolver={zodResolver(editUserFormSchema)}
        initialValues={valuesOf(user)}
        version={user.version}
        mutation={update}
        onSaved={onSaved}
        afterSave={(saved) => ({ values: valuesOf(saved), version: saved.version })}
        reload={async () => {
          const fresh = await queryClient.fetchQuery({
            ...getUserDetailsQueryOptions(user.id),
            staleTime: 0,
          });
          setHasPassword(fresh.hasPassword);
          return { values: valuesOf(fresh), version: fresh.version };
        }}
        onDirtyChange={onDirtyChange}
        cancelHref={cancelHref}
      >
        <FormTextField<EditUserFormValues> name="name" label="Naam" autoComplete="off" isRequired />
        <FormTextField<EditUserFormValues>
          name="email"
          label="E-mailadres"
          type="email"
          autoComplete="off"
          isRequired
        />
        <FormSelectField<EditUserFormValues> name="role" label="Rol" options={roleOptions} isRequired />
        <FormSwitchField<EditUserFormValues>
          name="active"
          label="Actief"
          disabled={isSelf}
          hint={
            isSelf
              ? 'Je kunt jezelf niet deactiveren.'
              : 'Een inactieve gebruiker kan niet inloggen; open sessies eindigen direct.'
          }
        />
      </EntityForm>
      {!hasPassword && <ResendInvitation userId={user.id} />}
    </div>
  );
}
