import { DialogTitle } from '@headlessui/react';
import { contactName } from '@crm/core/contacts/schema';
import type { ConditionRecord } from '@crm/core/contract-conditions/public';
import { MAX_REVIEW_CONDITIONS, MAX_REVIEW_DAYS } from '@crm/core/contract-conditions/schema';
import { Controller, useFormContext, useFormState, type UseFormRegisterReturn } from 'react-hook-form';
import { FormTextField } from '../../../components/form/form-text-field';
import { EntityForm } from '../../../components/form/entity-form';
import { LOADING_TEXT } from '../../../components/ui/loading-screen';
import { DialogShell } from '../../../components/ui/dialog-shell';
import { useRelation } from '../../../lib/relations/get-relation';
import type { ContactRecord } from '@crm/core/relations/public';
import { useSendReview } from '../api/send-review';
import { newReviewValues, reviewResolver, sendable, type ReviewFormValues } from '../lib/review-form';
import { ConditionStatusBadge } from './condition-status-badge';

export const REVIEW_SENT_MESSAGE = 'De voorwaarden zijn ter beoordeling verstuurd.';

type Party = { kind: 'customer' | 'supplier'; id: string; name: string };

type SendReviewDialogProps = {
  open: boolean;
  onClose: () => void;
  contractId: string;
  conditions: readonly ConditionRecord[];
  customer: Party;
  supplier: Party;
};

/**
 * "Ter beoordeling versturen": which conditions (only Concept ones, chosen to start with: the first 50), to
 * which contact person of the contract's customer or supplier, valid how many days.
 */
export function SendReviewDialog({ open, onClose, ...props }: SendReviewDialogProps) {
  return (
    <DialogShell open={open} onClose={onClose} width="xl">
      <DialogTitle className="mb-4 text-base font-semibold text-gray-900">
        Ter beoordeling versturen
      </DialogTitle>
      {open && <SendReviewForm onClose={onClose} {...props} />}
    </DialogShell>
  );
}

function SendReviewForm({
  onClose,
  contractId,
  conditions,
  customer,
  supplier,
}: Omit<SendReviewDialogProps, 'open'>) {
  const send = useSendReview(contractId);
  return (
    <EntityForm
      resolver={reviewResolver}
      initialValues={newReviewValues(conditions)}
      mutation={send}
      toVariables={(values) => ({ values })}
      successMessage={REVIEW_SENT_MESSAGE}
      onSaved={onClose}
      onCancel={onClose}
      submitLabel="Versturen"
    >
      <ConditionChoice conditions={conditions} />
      <ContactChoice parties={[customer, supplier]} />
      <FormTextField<ReviewFormValues>
        name="days"
        label="Geldig (dagen)"
        isRequired
        inputMode="numeric"
        hint={`De link werkt zoveel dagen, hoogstens ${MAX_REVIEW_DAYS}.`}
      />
    </EntityForm>
  );
}

const groupClass = 'space-y-2';
const legendClass = 'text-sm font-medium text-gray-900';

function GroupError({ name }: { name: keyof ReviewFormValues }) {
  const { errors } = useFormState<ReviewFormValues>({ name });
  const error = errors[name];
  const message = error?.message ?? (error && 'root' in error ? error.root?.message : undefined);
  return message ? <p className="text-sm text-red-700">{message}</p> : null;
}

/** Checkboxes of the conditions; a condition that is not Concept shows why it cannot be chosen. */
function ConditionChoice({ conditions }: { conditions: readonly ConditionRecord[] }) {
  const { control } = useFormContext<ReviewFormValues>();
  return (
    <fieldset className={groupClass}>
      <legend className={legendClass}>Voorwaarden</legend>
      {sendable(conditions).length > MAX_REVIEW_CONDITIONS && (
        <p className="text-sm text-gray-600">
          Er gaan hoogstens {MAX_REVIEW_CONDITIONS} voorwaarden per keer mee; de eerste{' '}
          {MAX_REVIEW_CONDITIONS} zijn gekozen. Verstuur de rest daarna.
        </p>
      )}
      <Controller
        control={control}
        name="conditionIds"
        render={({ field }) => (
          <ul className="space-y-1">
            {conditions.map((condition) => {
              const choosable = condition.status === 'concept';
              return (
                <li key={condition.id}>
                  <label className="flex items-center gap-2 text-sm text-gray-900">
                    <input
                      type="checkbox"
                      className="size-4 rounded border-gray-300 text-primary-600"
                      disabled={!choosable}
                      checked={field.value.includes(condition.id)}
                      onChange={(event) =>
                        field.onChange(
                          event.target.checked
                            ? conditions
                                .map((c) => c.id)
                                .filter((id) => id === condition.id || field.value.includes(id))
                            : field.value.filter((id) => id !== condition.id),
                        )
                      }
                    />
                    <span>{condition.title}</span>
                    {!choosable && <ConditionStatusBadge status={condition.status} />}
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      />
      <GroupError name="conditionIds" />
    </fieldset>
  );
}

/** The contact people of both parties; one without an e-mail address cannot be chosen, and says so. */
function ContactChoice({ parties }: { parties: readonly Party[] }) {
  const { register } = useFormContext<ReviewFormValues>();
  return (
    <fieldset className={groupClass}>
      <legend className={legendClass}>Contactpersoon</legend>
      {parties.map((party) => (
        <PartyContacts key={party.kind} party={party} register={register('contactId')} />
      ))}
      <GroupError name="contactId" />
    </fieldset>
  );
}

function PartyContacts({ party, register }: { party: Party; register: UseFormRegisterReturn<'contactId'> }) {
  const relation = useRelation(party.kind, party.id);
  const role = party.kind === 'customer' ? 'Klant' : 'Leverancier';
  return (
    <div className="space-y-1">
      <p className="text-sm text-gray-600">
        {role}: {party.name}
      </p>
      {relation.isPending ? (
        <p className="text-sm text-gray-600">{LOADING_TEXT}</p>
      ) : relation.isError ? (
        <p className="text-sm text-red-700">{relation.error.message}</p>
      ) : relation.data.contacts.length === 0 ? (
        <p className="text-sm text-gray-600">Geen contactpersonen.</p>
      ) : (
        <ul className="space-y-1">
          {relation.data.contacts.map((contact) => (
            <ContactOption key={contact.id} contact={contact} register={register} />
          ))}
        </ul>
      )}
    </div>
  );
}

function ContactOption({
  contact,
  register,
}: {
  contact: ContactRecord;
  register: UseFormRegisterReturn<'contactId'>;
}) {
  const email = contact.email ?? '';
  return (
    <li>
      <label className="flex flex-wrap items-center gap-x-2 text-sm text-gray-900">
        <input
          type="radio"
          className="size-4 border-gray-300 text-primary-600"
          value={contact.id}
          disabled={email === ''}
          {...register}
        />
        <span>{contactName(contact)}</span>
        {email ? (
          <span className="text-gray-600">({email})</span>
        ) : (
          <span className="text-gray-600">— geen e-mailadres; vul dat eerst in om te kunnen versturen</span>
        )}
      </label>
    </li>
  );
}
