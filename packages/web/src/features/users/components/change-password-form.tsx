import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordSchema, type ChangePasswordInput } from '@crm/core/auth/schemas';
import { FormTextField } from '../../../components/form/bound-fields';
import { EntityForm } from '../../../components/form/entity-form';
import { useChangePassword } from '../api/change-password';

const emptyValues: ChangePasswordInput = { currentPassword: '', password: '', passwordConfirmation: '' };

/** The current password, then the new one twice; the toast is the API's own confirmation. */
export function ChangePasswordForm({ onDirtyChange }: { onDirtyChange: (isDirty: boolean) => void }) {
  const change = useChangePassword();
  return (
    <EntityForm
      resolver={zodResolver(changePasswordSchema)}
      initialValues={emptyValues}
      mutation={change}
      // A password typed once is not kept on screen.
      afterSave={() => ({ values: emptyValues, version: 0 })}
      successMessage={(message) => message}
      onDirtyChange={onDirtyChange}
      submitLabel="Wachtwoord wijzigen"
    >
      <FormTextField<ChangePasswordInput>
        name="currentPassword"
        label="Huidig wachtwoord"
        type="password"
        autoComplete="current-password"
        isRequired
      />
      <FormTextField<ChangePasswordInput>
        name="password"
        label="Nieuw wachtwoord"
        type="password"
        placeholder="Wachtwoord"
        autoComplete="new-password"
        isRequired
        hint="Minstens 8 tekens. Je andere sessies worden daarna beëindigd."
      />
      <FormTextField<ChangePasswordInput>
        name="passwordConfirmation"
        label="Wachtwoord herhalen"
        type="password"
        placeholder="Herhaal wachtwoord"
        autoComplete="new-password"
        isRequired
      />
    </EntityForm>
  );
}
