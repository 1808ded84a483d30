import { newPasswordSchema, type NewPasswordInput } from '@crm/core/auth/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormTextField } from '../../../components/form/bound-fields';
import { EntityForm } from '../../../components/form/entity-form';
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

const emptyValues: NewPasswordInput = { password: '', passwordConfirmation: '' };

/** A new password, typed twice, set with the token of an e-mailed link. */
export function NewPasswordForm({ purpose, token, email, onSuccess, onLinkProblem }: NewPasswordFormProps) {
  const save = useSetPassword(purpose);
  return (
    <EntityForm
      // The API checks the same schema, then whether the password is a common one.
      resolver={zodResolver(newPasswordSchema)}
      initialValues={emptyValues}
      mutation={save}
      toVariables={(input: NewPasswordInput) => ({ ...input, token })}
      successMessage={null}
      onSaved={onSuccess}
      onError={(error) => {
        // The page explains a link that no longer works instead of this form.
        const problem = linkProblemOf(error);
        if (problem?.status === 'problem') onLinkProblem(problem.message);
      }}
      layout="single"
    >
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <FormTextField<NewPasswordInput>
        name="password"
        label="Wachtwoord"
        type="password"
        placeholder="Wachtwoord"
        autoComplete="new-password"
        isRequired
        hint="Minstens 8 tekens. Een lange zin is sterk en goed te onthouden."
      />
      <FormTextField<NewPasswordInput>
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
