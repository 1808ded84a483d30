import { requestMoves, type RequestStatus } from '@crm/core/supplier-requests/schema';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/toast-store';
import { useRequestAction, type RequestAction } from '../api/requests';

type Actionable = { id: string; version: number; status: RequestStatus; contactName: string; email: string };

const wording: Record<
  RequestAction,
  { label: string; title: string; description: (r: Actionable) => string; done: string }
> = {
  send: {
    label: 'Versturen',
    title: 'Verzoek versturen?',
    description: (r) => `${r.contactName} krijgt een e-mail op ${r.email} met een link naar het verzoek.`,
    done: 'Het verzoek is verstuurd.',
  },
  resend: {
    label: 'Opnieuw versturen',
    title: 'Verzoek opnieuw versturen?',
    description: (r) =>
      `${r.contactName} krijgt een nieuwe link op ${r.email}, met een nieuwe geldigheid. De vorige link werkt dan niet meer.`,
    done: 'Het verzoek is opnieuw verstuurd.',
  },
  withdraw: {
    label: 'Intrekken',
    title: 'Verzoek intrekken?',
    description: (r) =>
      `De link van ${r.contactName} werkt daarna niet meer. Je kunt het verzoek later opnieuw versturen.`,
    done: 'Het verzoek is ingetrokken.',
  },
};

const possible = (status: RequestStatus, action: RequestAction) =>
  (requestMoves[action].from as readonly RequestStatus[]).includes(status);

/** Versturen, Opnieuw versturen and Intrekken where the status allows, each after a question. */
export function RequestActions({ request }: { request: Actionable }) {
  const [asking, setAsking] = useState<RequestAction | null>(null);
  const act = useRequestAction();
  const actions = (['send', 'resend', 'withdraw'] as const).filter((action) =>
    possible(request.status, action),
  );
  const words = asking ? wording[asking] : undefined;
  return (
    <div className="flex flex-wrap justify-end gap-2">
      {actions.map((action) => (
        <Button
          key={action}
          variant={action === 'withdraw' ? 'danger-outline' : action === 'send' ? 'primary' : 'ghost'}
          onClick={() => setAsking(action)}
        >
          {wording[action].label}
        </Button>
      ))}
      <ConfirmDialog
        open={asking !== null}
        title={words?.title ?? ''}
        description={words?.description(request)}
        confirmLabel={words?.label ?? ''}
        variant={asking === 'withdraw' ? 'danger' : 'primary'}
        isLoading={act.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (!asking) return;
          act.mutate(
            { request, action: asking },
            {
              onSuccess: () => toast.success(wording[asking].done),
              onError: (error) => toast.error(error.message),
              onSettled: () => setAsking(null),
            },
          );
        }}
      />
    </div>
  );
}
