import { dutchToday } from '@crm/core/nl/date';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/toast-store';
import type { ContractRecord } from '../api/get-contract';
import { useRenewContract } from '../api/renew-contract';
import { renewalOffer } from '../lib/renewal';

/**
 * "Verlenging vastleggen" on an explicitly renewed contract (Actief or Verlopen): asks first, saying
 * which period it adds; a refusal (changed meanwhile: the page shows the contract as it is now)
 * shows the API's message.
 */
export function RenewContractButton({
  contract,
  onRenewed,
}: {
  contract: ContractRecord;
  /** What else follows a renewal (the contract's todos). */
  onRenewed?: () => Promise<void>;
}) {
  const [open, setOpen] = useState(false);
  const renew = useRenewContract(contract.id, onRenewed);
  const offer = renewalOffer(contract, dutchToday());
  if (!offer) return null;
  return (
    <>
      <Button variant="ghost" onClick={() => setOpen(true)}>
        Verlenging vastleggen
      </Button>
      <ConfirmDialog
        open={open}
        title="Verlenging vastleggen"
        description={offer.description}
        confirmLabel="Verlenging vastleggen"
        isLoading={renew.isPending}
        onCancel={() => setOpen(false)}
        onConfirm={() =>
          renew.mutateAsync(contract.version).then(
            () => {
              setOpen(false);
              toast.success('De verlenging is vastgelegd.');
            },
            (error: unknown) => {
              setOpen(false);
              toast.error(error instanceof Error ? error.message : 'Vastleggen is mislukt.');
            },
          )
        }
      />
    </>
  );
}
