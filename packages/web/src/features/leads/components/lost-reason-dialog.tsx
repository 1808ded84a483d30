import { Description, DialogTitle } from '@headlessui/react';
import { DialogShell } from '../../../components/ui/dialog-shell';
import { leadCatalogue, leadStatusChangeSchema } from '@crm/core/leads/schema';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextareaField } from '../../../components/ui/textarea-field';
import type { LeadRecord } from '../../relations/api/records';

type LostReasonDialogProps = {
  /** The lead being moved to Verloren; null when the dialog is closed. */
  lead: LeadRecord | null;
  onConfirm: (lostReason: string) => void;
  onCancel: () => void;
};

/** Asks why a lead is lost before it moves to Verloren; cancelling leaves it where it was. */
export function LostReasonDialog({ lead, onConfirm, onCancel }: LostReasonDialogProps) {
  return (
    <DialogShell open={lead !== null} onClose={onCancel} width="md">
      {lead && <ReasonForm key={lead.id} lead={lead} onConfirm={onConfirm} onCancel={onCancel} />}
    </DialogShell>
  );
}

function ReasonForm({
  lead,
  onConfirm,
  onCancel,
}: { lead: LeadRecord } & Omit<LostReasonDialogProps, 'lead'>) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // The API's own rule, so the message is the one it would give.
        const check = leadStatusChangeSchema.safeParse({
          status: 'verloren',
          lostReason: reason,
          version: lead.version,
        });
        const message = check.success
          ? undefined
          : check.error.issues.find((i) => i.path[0] === 'lostReason')?.message;
        if (message) setError(message);
        else onConfirm(reason.trim());
      }}
    >
      <DialogTitle className="text-base font-semibold text-gray-900">Lead verloren</DialogTitle>
      <Description className="mt-2 text-sm text-gray-600">
        Waarom is {lead.companyName} verloren? De reden komt bij de lead te staan.
      </Description>
      <div className="mt-4">
        <TextareaField
          label={leadCatalogue.lostReason.label}
          isRequired
          rows={3}
          value={reason}
          error={error}
          data-autofocus
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
        />
      </div>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel}>
          Annuleren
        </Button>
        <Button type="submit">Naar Verloren</Button>
      </div>
    </form>
  );
}
