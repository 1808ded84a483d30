import { DialogTitle } from '@headlessui/react';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { DialogShell } from '../../../components/ui/dialog-shell';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';

type Errors = Readonly<Record<string, readonly string[]>>;

/** A decision's dialog: its title, its fields, and Annuleren (focused first) beside the decision. */
function DecisionDialog({
  title,
  isLoading,
  confirmLabel,
  variant = 'primary',
  onSubmit,
  onCancel,
  children,
}: {
  title: string;
  isLoading: boolean;
  confirmLabel: string;
  variant?: 'primary' | 'danger';
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <DialogShell open onClose={() => !isLoading && onCancel()} width="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <DialogTitle className="text-base font-semibold text-gray-900">{title}</DialogTitle>
        {children}
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onCancel} disabled={isLoading} data-autofocus>
            Annuleren
          </Button>
          <Button type="submit" variant={variant} isLoading={isLoading}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </DialogShell>
  );
}

/**
 * The second approval of a critical field: the number called (one on file when the request was
 * sent) and who made the call.
 */
export function PhoneConfirmationDialog({
  label,
  phones,
  isLoading,
  errors,
  onConfirm,
  onCancel,
}: {
  label: string;
  phones: readonly string[];
  isLoading: boolean;
  errors: Errors;
  onConfirm: (confirmation: { phone: string; confirmedBy: string }) => void;
  onCancel: () => void;
}) {
  const [phone, setPhone] = useState(phones[0] ?? '');
  const [confirmedBy, setConfirmedBy] = useState('');
  return (
    <DecisionDialog
      title={`Tweede goedkeuring: ${label}`}
      isLoading={isLoading}
      confirmLabel="Goedkeuren"
      onSubmit={() => onConfirm({ phone, confirmedBy })}
      onCancel={onCancel}
    >
      <p className="mt-2 text-sm text-gray-600">
        Bel de relatie op een nummer dat al bekend was toen het verzoek werd verstuurd, en laat de wijziging
        bevestigen.
      </p>
      <div className="mt-4 space-y-4">
        {phones.length === 0 ? (
          <p className="text-sm text-red-700">
            Er stond geen telefoonnummer in het dossier toen het verzoek werd verstuurd.
          </p>
        ) : (
          <SelectField
            label="Gebeld nummer"
            isRequired
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            options={phones.map((number) => ({ value: number, label: number }))}
            error={errors.phone?.[0]}
          />
        )}
        <TextField
          label="Telefonisch bevestigd door"
          value={confirmedBy}
          onChange={(event) => setConfirmedBy(event.target.value)}
          hint="Leeg: jij."
          error={errors.confirmedBy?.[0]}
        />
      </div>
    </DecisionDialog>
  );
}

/** Rejecting a field, with an optional reason for the colleagues and the request's history. */
export function RejectDialog({
  label,
  isLoading,
  errors,
  onConfirm,
  onCancel,
}: {
  label: string;
  isLoading: boolean;
  errors: Errors;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState('');
  return (
    <DecisionDialog
      title={`Afwijzen: ${label}`}
      isLoading={isLoading}
      confirmLabel="Afwijzen"
      variant="danger"
      onSubmit={() => onConfirm(reason)}
      onCancel={onCancel}
    >
      <div className="mt-4">
        <TextareaField
          label="Reden (optioneel)"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={errors.reason?.[0]}
        />
      </div>
    </DecisionDialog>
  );
}
