import { DialogTitle } from '@headlessui/react';
import type { OnboardingKind } from '@crm/core/onboarding/schema';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DialogShell } from '../../../components/ui/dialog-shell';
import { SelectField } from '../../../components/ui/select-field';
import { toast } from '../../../components/ui/toast-store';
import { ApiError } from '../../../lib/api-client';
import { useSendOnboarding, type OnboardingRecord } from '../api/onboardings';

export type OnboardingContact = { id: string; name: string; email?: string | undefined };

/**
 * "Onboardinglink versturen" on a lead or customer: one of its contact people with an e-mail
 * address gets the link to the form (decision 052).
 */
export function SendOnboardingButton({
  kind,
  targetId,
  contacts,
  onSent,
}: {
  kind: OnboardingKind;
  targetId: string;
  contacts: readonly OnboardingContact[];
  onSent: (onboarding: OnboardingRecord) => void;
}) {
  const [open, setOpen] = useState(false);
  const send = useSendOnboarding();
  const reachable = contacts.filter((contact) => contact.email);
  const [contactId, setContactId] = useState('');
  const [errors, setErrors] = useState<Readonly<Record<string, readonly string[]>>>({});
  const chosen = contactId || reachable[0]?.id || '';
  const close = () => {
    setErrors({});
    setOpen(false);
  };
  return (
    <>
      <Button variant="ghost" onClick={() => setOpen(true)}>
        Onboardinglink versturen
      </Button>
      <DialogShell open={open} onClose={() => !send.isPending && close()} width="lg">
        <DialogTitle className="text-base font-semibold text-gray-900">Onboardinglink versturen</DialogTitle>
        <form
          className="mt-4 space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            send.mutate(
              { targetKind: kind, targetId, contactId: chosen },
              {
                onSuccess: (record) => {
                  toast.success(`De onboardinglink is verstuurd naar ${record.email}.`);
                  close();
                  onSent(record);
                },
                onError: (error) => {
                  if (error instanceof ApiError && error.status === 422) setErrors(error.errors);
                  else toast.error(error.message);
                },
              },
            );
          }}
        >
          <p className="text-sm text-gray-700">
            De contactpersoon krijgt een e-mail met een link naar een formulier met wat we al weten. Wat die
            invult, komt pas in de gegevens nadat een collega het heeft beoordeeld.
          </p>
          <SelectField
            label="Contactpersoon"
            isRequired
            value={chosen}
            onChange={(event) => setContactId(event.target.value)}
            options={reachable.map((contact) => ({
              value: contact.id,
              label: `${contact.name} (${contact.email ?? ''})`,
            }))}
            error={errors.contactId?.[0] ?? errors.targetId?.[0]}
          />
          {reachable.length === 0 && (
            <p className="text-sm text-gray-600">
              Geen contactpersoon met een e-mailadres. Voeg er eerst een toe bij Contactpersonen.
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={close} disabled={send.isPending}>
              Annuleren
            </Button>
            <Button type="submit" isLoading={send.isPending} disabled={!chosen}>
              Versturen
            </Button>
          </div>
        </form>
      </DialogShell>
    </>
  );
}
