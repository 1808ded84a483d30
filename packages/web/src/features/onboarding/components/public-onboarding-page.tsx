import { useQueryClient } from '@tanstack/react-query';
import type { PublicOnboarding } from '@crm/core/onboarding/public';
import type { OnboardingKind } from '@crm/core/onboarding/schema';
import { stagedCatalogues } from '@crm/core/staged/catalogue';
import { AnswerFields, AnswerSummary, SaveStatus } from '../../../components/answer-form/answer-fields';
import { useDraftAnswer } from '../../../components/answer-form/use-draft-answer';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/format-date';
import {
  publicOnboardingKey,
  saveOnboardingDraft,
  submitOnboarding,
  type OnboardingCheck,
} from '../api/public-onboarding';

/** The form's sections: the organisation, the contact person, for a customer the financial fields. */
const sections = [
  { prefix: 'organisation.', title: 'Organisatie' },
  { prefix: 'contact.', title: 'Contactpersoon' },
  { prefix: 'financial.', title: 'Financieel' },
] as const;

/** After submission: what was sent, nothing to change. */
function ThankYou({ onboarding, kind }: { onboarding: PublicOnboarding; kind: OnboardingKind }) {
  return (
    <div className="space-y-4">
      <h1 className="text-lg font-semibold text-gray-900">Bedankt!</h1>
      <p className="text-sm text-gray-700">
        {onboarding.status === 'goedgekeurd'
          ? `De gegevens van ${onboarding.targetName} zijn verwerkt.`
          : `De gegevens van ${onboarding.targetName} zijn ingediend${onboarding.submittedAt ? ` op ${formatDateTime(onboarding.submittedAt)}` : ''}. Een collega van ${onboarding.companyName} controleert ze; je hoeft niets meer te doen.`}
      </p>
      <AnswerSummary catalogue={stagedCatalogues[kind]} fields={onboarding.fields} />
    </div>
  );
}

/**
 * The outsider's onboarding form (decision 052): what is known prefilled, checked as they type with
 * the API's own rules, saved on the server as they go (another device continues where this one
 * stopped), and Indienen.
 */
export function PublicOnboardingPage({
  token,
  kind,
  onboarding,
  onLinkProblem,
}: {
  token: string;
  kind: OnboardingKind;
  onboarding: PublicOnboarding;
  onLinkProblem: (message: string) => void;
}) {
  const queryClient = useQueryClient();
  const catalogue = stagedCatalogues[kind];
  const key = publicOnboardingKey(token, kind);
  const reload = async () => {
    await queryClient.invalidateQueries({ queryKey: key });
    const check = queryClient.getQueryData<OnboardingCheck>(key);
    return check?.status === 'valid' ? check.onboarding : undefined;
  };
  const draft = useDraftAnswer({
    catalogue,
    fields: onboarding.fields,
    version: onboarding.version,
    save: (version, values) => saveOnboardingDraft(token, kind, version, values),
    reload,
    onLinkProblem,
  });
  const { errors, notice } = draft;

  const submit = () =>
    draft.submit(async (version) => {
      const answer = await submitOnboarding(token, kind, version);
      const next: OnboardingCheck = { status: 'valid', onboarding: answer };
      queryClient.setQueryData(key, () => next);
    });

  if (!onboarding.open) return <ThankYou onboarding={onboarding} kind={kind} />;

  return (
    <form
      className="space-y-6"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="space-y-2">
        <h1 className="text-lg font-semibold text-gray-900">Gegevens van {onboarding.targetName}</h1>
        <p className="text-sm text-gray-700">
          {onboarding.companyName} vraagt je deze gegevens te controleren en aan te vullen. Wat je invult,
          wordt bewaard terwijl je typt; je kunt later verder via dezelfde link, ook op een ander apparaat.
        </p>
      </div>
      {notice && <Alert variant="warning">{notice}</Alert>}
      {sections.map((section) => {
        const fields = onboarding.fields.filter((field) => field.key.startsWith(section.prefix));
        if (fields.length === 0) return null;
        return (
          <section key={section.prefix} className="space-y-3" aria-label={section.title}>
            <h2 className="text-base font-semibold text-gray-900">{section.title}</h2>
            <AnswerFields
              catalogue={catalogue}
              fields={fields}
              values={draft.values}
              errors={errors}
              onChange={draft.change}
              legend={section.title}
            />
          </section>
        );
      })}
      <SaveStatus state={draft.saveState} />
      {Object.keys(errors).length > 0 && <Alert>Controleer de gemarkeerde velden.</Alert>}
      <Button type="submit" isLoading={draft.submitting} className="w-full sm:w-auto">
        Indienen
      </Button>
    </form>
  );
}
