import { requestMoves, type RequestStatus } from '@crm/core/supplier-requests/schema';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/toast-store';
import { useRequestAction, type RequestAction } from '../api/requests';
import { ReturnDialog, type ReturnDialogRequest } from './return-dialog';

type Actionable = {
  id: string;
  version: number;
  status: RequestStatus;
  contactName: string;
  email: string;
  /** Only on the request's own page: Terugsturen names what to redo. */
  template?: ReturnDialogRequest['template'];
};

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
  approve: {
    label: 'Goedkeuren',
    title: 'Verzoek goedkeuren?',
    description: () => 'Over elke voorgestelde wijziging is beslist. Het verzoek is daarmee afgerond.',
    done: 'Het verzoek is goedgekeurd.',
  },
};

const possible = (status: RequestStatus, action: RequestAction | 'return') =>
  (requestMoves[action].from as readonly RequestStatus[]).includes(status);

/**
 * Versturen, Opnieuw versturen, Intrekken, Goedkeuren (a submission without changes) and
 * Terugsturen where the status allows, each after a question.
 */
export function RequestActions({ request }: { request: Actionable }) {
  const [asking, setAsking] = useState<RequestAction | null>(null);
  const [returning, setReturning] = useState(false);
  const act = useRequestAction();
  const actions = (['send', 'resend', 'withdraw', 'approve'] as const).filter((action) =>
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
      {request.template && possible(request.status, 'return') && (
        <Button variant="ghost" onClick={() => setReturning(true)}>
          Terugsturen
        </Button>
      )}
      {returning && request.template && (
        <ReturnDialog
          request={{ ...request, template: request.template }}
          onClose={() => setReturning(false)}
        />
      )}
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
