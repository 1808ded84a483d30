import { forgotPasswordSchema } from '@crm/core/auth/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormTextField } from '../../../components/form/bound-fields';
import { EntityForm } from '../../../components/form/entity-form';
import { Alert } from '../../../components/ui/alert';
import { useForgotPassword, type ForgotPasswordInput } from '../api/forgot-password';

const emptyValues: ForgotPasswordInput = { email: '' };

/**
 * Asks for a reset link. The confirmation is the API's, the same for known and unknown addresses,
 * so the page never tells whether an account exists.
 */
export function ForgotPasswordForm() {
  const forgot = useForgotPassword();
  if (forgot.isSuccess) return <Alert variant="success">{forgot.data}</Alert>;

  return (
    <EntityForm
      resolver={zodResolver(forgotPasswordSchema)}
      initialValues={emptyValues}
      mutation={forgot}
      toVariables={(input: ForgotPasswordInput) => input}
      successMessage={null}
      submitLabel="Verzenden"
      layout="single"
    >
      <p className="text-sm text-gray-600">
        Vul het e-mailadres van je account in. Als het bij ons bekend is, sturen we je een e-mail met een link
        om een nieuw wachtwoord in te stellen.
      </p>
      <FormTextField<ForgotPasswordInput>
        name="email"
        label="E-mailadres"
        type="email"
        autoComplete="username"
        isRequired
      />
    </EntityForm>
  );
}
