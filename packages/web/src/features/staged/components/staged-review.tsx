import { useState } from 'react';
import { stagedCatalogues } from '@crm/core/staged/catalogue';
import { ALL_FIELDS, type DecisionInput, type ReviewRow, type StagedOwner } from '@crm/core/staged/schema';
import { formatHistoryValue } from '../../../components/change-log/describe-history';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { LOADING_TEXT } from '../../../components/ui/loading-screen';
import { SwitchField } from '../../../components/ui/switch-field';
import { ApiError } from '../../../lib/api-client';
import { useDecide } from '../api/decide';
import { useStagedReview } from '../api/get-review';
import { PhoneConfirmationDialog, RejectDialog } from './decision-dialogs';
import { RowDecision } from './row-decision';

export const CONFLICT_TEXT = 'Conflict: gewijzigd door collega';
export const RELOADED_TEXT =
  'De beoordeling is intussen door een collega of een wijziging van de gegevens veranderd en opnieuw geladen. Bekijk de velden en beslis opnieuw.';

type Dialog = { kind: 'phone' | 'reject'; row: ReviewRow } | null;

const noStaff = new Map<string, string>();

/**
 * The review of an outsider's answer (a supplier request or an onboarding), reusable on both
 * pages: per field as sent, as it is now and as proposed; unchanged fields hidden unless asked;
 * approve or reject per field or all at once; a critical field approved by two colleagues, the
 * second recording the phone call. `currentUserId` tells the first approver, who waits.
 */
export function StagedReview({
  owner,
  currentUserId,
  canDecide,
  onDecided,
}: {
  owner: StagedOwner;
  currentUserId: string;
  canDecide: boolean;
  /** After each decision (the page of the owner may have moved on, e.g. to Goedgekeurd). */
  onDecided?: () => void;
}) {
  const review = useStagedReview(owner);
  const decide = useDecide(owner);
  const [showUnchanged, setShowUnchanged] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);

  if (review.isPending) return <p className="text-sm text-gray-600">{LOADING_TEXT}</p>;
  if (review.isError) return <Alert>{review.error.message}</Alert>;
  const { rows, version, phonesOnFile, target } = review.data;
  const catalogue = stagedCatalogues[target.kind];
  const shown = rows.filter((row) => showUnchanged || row.changed);
  const error = decide.error instanceof ApiError ? decide.error : null;
  const fieldErrors = error?.errors ?? {};

  const send = (input: Omit<DecisionInput, 'version'>) =>
    decide.mutate(
      { ...input, version },
      {
        onSuccess: () => {
          setDialog(null);
          onDecided?.();
        },
      },
    );
  const display = (row: ReviewRow, value: unknown) =>
    formatHistoryValue(catalogue[row.field], value, { kind: target.kind, staffNames: noStaff });

  return (
    <section aria-labelledby="staged-review-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="staged-review-title" className="text-base font-semibold text-gray-900">
          Voorgestelde wijzigingen
        </h2>
        <div className="flex flex-wrap items-center gap-4">
          <SwitchField
            label="Ongewijzigde velden tonen"
            checked={showUnchanged}
            onChange={setShowUnchanged}
          />
          {canDecide && (
            <Button
              onClick={() => send({ field: ALL_FIELDS, decision: 'approve' })}
              isLoading={decide.isPending && decide.variables.field === ALL_FIELDS}
              disabled={decide.isPending}
            >
              Alles goedkeuren
            </Button>
          )}
        </div>
      </div>
      {error?.status === 409 && <Alert variant="warning">{RELOADED_TEXT}</Alert>}
      {error && error.status !== 409 && !dialog && <Alert>{fieldErrors._?.[0] ?? error.message}</Alert>}
      {shown.length === 0 ? (
        <p className="text-sm text-gray-600">Er zijn geen wijzigingen voorgesteld.</p>
      ) : (
        <div className="overflow-x-auto rounded-lg bg-white shadow-xs ring-1 ring-gray-200">
          <table className="min-w-full divide-y divide-gray-200 text-sm">
            <thead className="bg-gray-50 text-left font-semibold text-gray-900">
              <tr>
                {['Veld', 'Verzonden', 'Nu', 'Voorgesteld', 'Beslissing'].map((header) => (
                  <th key={header} scope="col" className="px-3 py-2">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {shown.map((row) => (
                <tr key={row.field} className={row.conflict ? 'bg-amber-50' : undefined}>
                  <th scope="row" className="px-3 py-2 text-left font-medium text-gray-900">
                    {row.label}
                    {row.critical && (
                      <span className="ml-2">
                        <Badge color="blue">Kritiek</Badge>
                      </span>
                    )}
                    {row.conflict && (
                      <p className="mt-1 text-xs font-semibold text-amber-900">{CONFLICT_TEXT}</p>
                    )}
                  </th>
                  <td className="px-3 py-2 text-gray-700">{display(row, row.sent)}</td>
                  <td className="px-3 py-2 text-gray-700">{display(row, row.now)}</td>
                  <td className="px-3 py-2 font-medium text-gray-900">
                    {row.changed ? display(row, row.proposed) : 'Ongewijzigd'}
                  </td>
                  <td className="px-3 py-2">
                    <RowDecision
                      row={row}
                      currentUserId={currentUserId}
                      canDecide={canDecide}
                      busy={decide.isPending}
                      onApprove={() => send({ field: row.field, decision: 'approve' })}
                      onSecondApproval={() => setDialog({ kind: 'phone', row })}
                      onReject={() => setDialog({ kind: 'reject', row })}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {dialog?.kind === 'phone' && (
        <PhoneConfirmationDialog
          label={dialog.row.label}
          phones={phonesOnFile}
          isLoading={decide.isPending}
          errors={fieldErrors}
          onConfirm={(confirmation) =>
            send({ field: dialog.row.field, decision: 'approve', ...confirmation })
          }
          onCancel={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'reject' && (
        <RejectDialog
          label={dialog.row.label}
          isLoading={decide.isPending}
          errors={fieldErrors}
          onConfirm={(reason) =>
            send({ field: dialog.row.field, decision: 'reject', ...(reason ? { reason } : {}) })
          }
          onCancel={() => setDialog(null)}
        />
      )}
    </section>
  );
}
