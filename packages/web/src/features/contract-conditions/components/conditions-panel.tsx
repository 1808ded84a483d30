import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { Card } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { useConditions } from '../api/get-conditions';
import { sendable } from '../lib/review-form';
import { ConditionList } from './condition-list';
import { ReviewList } from './review-list';
import { SendReviewDialog } from './send-review-dialog';

/** What the panel needs of the contract (features do not import each other's records). */
export type ConditionsContract = {
  id: string;
  customerId: string;
  customerName: string;
  supplierId: string;
  supplierName: string;
  /** Set while the type's standard conditions are not all copied (a create cut short). */
  conditionsPending?: string | undefined;
};

type ConditionsPanelProps = {
  contract: ConditionsContract;
  /** `contracts.update`: add, reorder and send. */
  canUpdate: boolean;
  /** The contract's owner or a Beheerder: revoke a link. */
  canRevoke: boolean;
};

/**
 * The Voorwaarden of a contract (its tab, and `/contracts/{id}/conditions`): the conditions in
 * order, "Voorwaarde toevoegen", "Ter beoordeling versturen" and the reviews sent.
 */
export function ConditionsPanel({ contract, canUpdate, canRevoke }: ConditionsPanelProps) {
  const conditions = useConditions(contract.id);
  const [sending, setSending] = useState(false);
  const items = conditions.data ?? [];

  return (
    <div className="space-y-6">
      {contract.conditionsPending && (
        <Alert variant="warning">
          Niet alle standaardvoorwaarden van het contracttype zijn overgenomen: het aanmaken werd onderbroken.
          Sla het contract opnieuw op (Bewerken, Opslaan) om de rest over te nemen.
        </Alert>
      )}
      {canUpdate && (
        <div className="flex flex-wrap justify-end gap-2">
          <Button
            variant="ghost"
            disabled={sendable(items).length === 0}
            title={
              sendable(items).length === 0 ? 'Er zijn geen voorwaarden met de status Concept.' : undefined
            }
            onClick={() => setSending(true)}
          >
            Ter beoordeling versturen
          </Button>
          <ButtonLink to={paths.contracts.conditions.create.getHref(contract.id)}>
            Voorwaarde toevoegen
          </ButtonLink>
        </div>
      )}
      <ConditionList contractId={contract.id} canUpdate={canUpdate} />
      <Card title="Verstuurd ter beoordeling">
        <ReviewList contractId={contract.id} canRevoke={canRevoke} />
      </Card>
      {canUpdate && (
        <SendReviewDialog
          open={sending}
          onClose={() => setSending(false)}
          contractId={contract.id}
          conditions={items}
          customer={{ kind: 'customer', id: contract.customerId, name: contract.customerName }}
          supplier={{ kind: 'supplier', id: contract.supplierId, name: contract.supplierName }}
        />
      )}
    </div>
  );
}
