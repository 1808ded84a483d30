import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/toast-store';
import type { CustomerRecord, LeadRecord } from '../../relations/api/records';
import { useConvertLead } from '../api/convert-lead';

/** "Omzetten naar klant": asks first, then the new customer opens. */
export function ConvertLeadButton({
  lead,
  onConverted,
}: {
  lead: LeadRecord;
  onConverted: (customer: CustomerRecord) => void;
}) {
  const [open, setOpen] = useState(false);
  const convert = useConvertLead(lead.id);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Omzetten naar klant</Button>
      <ConfirmDialog
        open={open}
        title="Omzetten naar klant?"
        description={`Van ${lead.companyName} wordt een klant gemaakt, met de contactpersonen en de geschiedenis van deze lead. De lead krijgt de status Gewonnen.`}
        confirmLabel="Omzetten"
        isLoading={convert.isPending}
        onCancel={() => setOpen(false)}
        onConfirm={() =>
          convert.mutate(lead.version, {
            onSuccess: (customer) => {
              setOpen(false);
              toast.success(`${lead.companyName} is nu klant ${customer.number}.`);
              onConverted(customer);
            },
            onError: (error) => {
              setOpen(false);
              toast.error(error.message);
            },
          })
        }
      />
    </>
  );
}
