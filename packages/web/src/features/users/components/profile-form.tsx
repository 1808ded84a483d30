import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { updateProfileSchema, type UpdateProfileInput } from '@crm/core/users/schemas';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FormTextField } from '../../../components/form/bound-fields';
import { EntityForm } from '../../../components/form/entity-form';
import { getProfileQueryOptions } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import type { UserRecord } from '../api/user-record';

const profileFormSchema = updateProfileSchema.omit({ version: true });
type ProfileFormValues = z.infer<typeof profileFormSchema>;

const valuesOf = (user: UserRecord): ProfileFormValues => ({
  name: user.name,
  email: user.email,
  currentPassword: '',
});

/** A new e-mail address is a new way into the account: the API asks for the current password. */
const isNewEmail = (email: string, base: UserRecord) =>
  email.trim().toLowerCase() !== base.email.toLowerCase();

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
  // fields: follow it, so saving afterwards is not refused as someone else's change. That is why
  // the save sends this base's version rather than the form's own.
  if (user.version > base.version && user.name === base.name && user.email === base.email) setBase(user);
  const update = useUpdateProfile();

  return (
    <EntityForm
      resolver={zodResolver(profileFormSchema)}
      initialValues={valuesOf(user)}
      version={user.version}
      mutation={update}
      toVariables={({ currentPassword, ...values }: ProfileFormValues): UpdateProfileInput => ({
        ...values,
        ...(isNewEmail(values.email, base) ? { currentPassword } : {}),
        version: base.version,
      })}
      afterSave={(saved) => {
        setBase(saved);
        return { values: valuesOf(saved), version: saved.version };
      }}
      reload={async () => {
        const fresh = await queryClient.fetchQuery({ ...getProfileQueryOptions(), staleTime: 0 });
        setBase(fresh.record);
        return { values: valuesOf(fresh.record), version: fresh.record.version };
      }}
      onSaved={onSaved}
      onDirtyChange={onDirtyChange}
    >
      <FormTextField<ProfileFormValues> name="name" label="Naam" autoComplete="name" isRequired />
      <FormTextField<ProfileFormValues>
        name="email"
        label="E-mailadres"
        type="email"
        autoComplete="email"
        isRequired
        hint="Hiermee log je in."
      />
      <CurrentPasswordField base={base} />
    </EntityForm>
  );
}

/** Huidig wachtwoord, asked only once the e-mail address differs from the saved one. */
function CurrentPasswordField({ base }: { base: UserRecord }) {
  const email = useWatch<ProfileFormValues, 'email'>({ name: 'email' });
  if (!isNewEmail(email, base)) return null;
  return (
    <FormTextField<ProfileFormValues>
      name="currentPassword"
      label="Huidig wachtwoord"
      type="password"
      autoComplete="current-password"
      isRequired
      hint="Nodig om je e-mailadres te wijzigen."
    />
  );
}
