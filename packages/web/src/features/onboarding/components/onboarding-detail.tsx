import type { HistoryEntry } from '@crm/core/db/history-entry';
import { onboardingMoves, type OnboardingStatus } from '@crm/core/onboarding/schema';
import { useMemo, useState, type ReactNode } from 'react';
import { AnswerStatusBadge } from '../../../components/answer-form/answer-status-badge';
import { ChangeLog } from '../../../components/change-log/change-log';
import { describeRecordHistory } from '../../../components/change-log/describe-history';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyValue, FactList } from '../../../components/ui/fact-list';
import { toast } from '../../../components/ui/toast-store';
import { formatDateTime } from '../../../lib/format-date';
import { useOnboardingAction, type OnboardingAction, type OnboardingRecord } from '../api/onboardings';

const moment = (value: string | undefined) => (value ? formatDateTime(value) : <EmptyValue />);

const wording: Record<OnboardingAction, { label: string; title: string; description: string; done: string }> =
  {
    resend: {
      label: 'Opnieuw versturen',
      title: 'Onboarding opnieuw versturen?',
      description:
        'De contactpersoon krijgt een nieuwe link met een nieuwe geldigheid. De vorige link werkt dan niet meer.',
      done: 'De onboarding is opnieuw verstuurd.',
    },
    withdraw: {
      label: 'Intrekken',
      title: 'Onboarding intrekken?',
      description: 'De link werkt daarna niet meer. Je kunt de onboarding later opnieuw versturen.',
      done: 'De onboarding is ingetrokken.',
    },
    approve: {
      label: 'Goedkeuren',
      title: 'Onboarding goedkeuren?',
      description: 'Over elke voorgestelde wijziging is beslist. De onboarding is daarmee afgerond.',
      done: 'De onboarding is goedgekeurd.',
    },
  };

const possible = (status: OnboardingStatus, action: OnboardingAction) =>
  (onboardingMoves[action].from as readonly OnboardingStatus[]).includes(status);

/** Opnieuw versturen, Intrekken, Goedkeuren (a submission without changes), each after a question. */
function OnboardingActions({ record }: { record: OnboardingRecord }) {
  const [asking, setAsking] = useState<OnboardingAction | null>(null);
  const act = useOnboardingAction();
  const actions = (['resend', 'withdraw', 'approve'] as const).filter((action) =>
    possible(record.status, action),
  );
  if (actions.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {actions.map((action) => (
        <Button key={action} variant="ghost" onClick={() => setAsking(action)}>
          {wording[action].label}
        </Button>
      ))}
      <ConfirmDialog
        open={asking !== null}
        title={asking ? wording[asking].title : ''}
        description={asking ? wording[asking].description : ''}
        confirmLabel={asking ? wording[asking].label : ''}
        isLoading={act.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (!asking) return;
          const done = wording[asking].done;
          act.mutate(
            { onboarding: record, action: asking },
            {
              onSuccess: () => toast.success(done),
              onError: (error) => toast.error(error.message),
              onSettled: () => setAsking(null),
            },
          );
        }}
      />
    </div>
  );
}

/**
 * An onboarding: its status and link, the review of the answer (the staged change set's screen,
 * mounted by the page) and what follows an approval (a lead's conversion), its history.
 */
export function OnboardingDetail({
  record,
  history,
  canManage,
  staffNames,
  review,
  afterApproval,
}: {
  record: OnboardingRecord;
  history: readonly HistoryEntry[];
  canManage: boolean;
  staffNames: ReadonlyMap<string, string>;
  review?: ReactNode;
  afterApproval?: ReactNode;
}) {
  const items = useMemo(
    () => describeRecordHistory(history, { kind: record.targetKind, staffNames }),
    [history, staffNames, record.targetKind],
  );
  return (
    <div className="space-y-6">
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <Card title="Onboarding">
          <FactList
            facts={[
              { label: 'Status', value: <AnswerStatusBadge status={record.status} /> },
              { label: 'Contactpersoon', value: `${record.contactName} (${record.email})` },
              { label: 'Verstuurd', value: moment(record.sentAt) },
              { label: 'Verstuurd door', value: record.sentByName ?? <EmptyValue /> },
              { label: 'Ingediend', value: moment(record.submittedAt) },
              { label: 'Goedgekeurd', value: moment(record.approvedAt) },
            ]}
          />
        </Card>
        <Card title="Link">
          <FactList
            facts={[
              { label: 'Geldig tot', value: moment(record.linkExpiresAt) },
              { label: 'Keer verstuurd', value: String(record.round) },
            ]}
          />
          {canManage && (
            <div className="mt-4">
              <OnboardingActions record={record} />
            </div>
          )}
        </Card>
      </div>
      {afterApproval}
      <section aria-label="Beoordeling" data-review-slot="onboarding">
        {review ?? (
          <Card title="Beoordeling">
            <p className="text-sm text-gray-600">
              Zodra de contactpersoon de gegevens indient, beoordeel je hier de voorgestelde wijzigingen veld
              voor veld.
            </p>
          </Card>
        )}
      </section>
      <Card title="Geschiedenis">
        <ChangeLog items={items} />
      </Card>
    </div>
  );
}
