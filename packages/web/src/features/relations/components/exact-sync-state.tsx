import type { ExactStateAnswer, ExactSyncState, SyncedValue } from '@crm/core/relations/exact-state';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { FactList } from '../../../components/ui/fact-list';
import { formatDateTime } from '../../../lib/format-date';
import { useResolveExactConflict } from '../api/resolve-exact-conflict';
import type { FinancialKind } from '../api/get-financial';

const stateColors: Record<ExactSyncState, 'green' | 'gray' | 'blue' | 'amber' | 'red'> = {
  'niet gekoppeld': 'gray',
  gekoppeld: 'green',
  'wacht op synchronisatie': 'blue',
  fout: 'red',
  conflict: 'amber',
};

/** "Exact Online: gekoppeld (code 123), laatst gesynchroniseerd 22-11-2026 14:05". */
export function exactStateSummary(exact: ExactStateAnswer): string {
  const code = exact.exactCode ? ` (code ${exact.exactCode})` : '';
  const last = exact.lastSyncAt
    ? `, laatst gesynchroniseerd ${formatDateTime(exact.lastSyncAt)}`
    : ', nog nooit gesynchroniseerd';
  return `Exact Online: ${exact.state}${code}${last}`;
}

/** The state as a coloured word, e.g. in a list or beside the record's facts. */
export function ExactStateBadge({ state }: { state: ExactSyncState }) {
  return <Badge color={stateColors[state]}>{state}</Badge>;
}

/** The record's fact "Exact Online" (every viewer: the record carries its shown state). */
export function exactStateFact(record: { exactState?: ExactSyncState | undefined }) {
  return { label: 'Exact Online', value: <ExactStateBadge state={record.exactState ?? 'niet gekoppeld'} /> };
}

const shown = (value: SyncedValue) => (value === null || value === '' ? '(leeg)' : String(value));

/**
 * The record's Exact Online state on its Financieel tab: state, code, last sync and last error;
 * in a conflict, both values of each field for staff to choose which stands, or the accounts that
 * matched for staff to pick the right one.
 */
export function ExactSyncPanel({
  kind,
  id,
  exact,
}: {
  kind: FinancialKind;
  id: string;
  exact: ExactStateAnswer;
}) {
  return (
    <div className="space-y-4">
      <p className="text-sm text-gray-800" data-testid="exact-summary">
        {exactStateSummary(exact)}
      </p>
      <FactList
        stacked
        facts={[
          { label: 'Status', value: <ExactStateBadge state={exact.state} /> },
          { label: 'Exact code', value: exact.exactCode },
          {
            label: 'Wacht sinds',
            value: exact.pendingSince ? formatDateTime(exact.pendingSince) : undefined,
          },
          { label: 'Laatste melding', value: exact.error },
        ]}
      />
      {exact.state === 'conflict' && <ConflictForm kind={kind} id={id} exact={exact} />}
    </div>
  );
}

function ConflictForm({ kind, id, exact }: { kind: FinancialKind; id: string; exact: ExactStateAnswer }) {
  const resolve = useResolveExactConflict(kind, id);
  const [choices, setChoices] = useState<Record<string, 'ours' | 'exact'>>({});
  const [candidateId, setCandidateId] = useState('');
  const byCandidate = exact.candidates.length > 0;
  const complete = byCandidate
    ? candidateId !== ''
    : exact.conflictFields.every((field) => choices[field.field]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    resolve.mutate(byCandidate ? { candidateId } : { choices });
  };

  return (
    <form onSubmit={submit} className="space-y-3" aria-label="Conflict met Exact Online oplossen">
      {byCandidate ? (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-gray-900">
            Welk account in Exact is deze relatie?
          </legend>
          {exact.candidates.map((candidate) => (
            <label key={candidate.id} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                className="size-4 border-gray-300 text-primary-600"
                name="candidate"
                value={candidate.id}
                checked={candidateId === candidate.id}
                onChange={() => setCandidateId(candidate.id)}
              />
              {candidate.code} {candidate.name}
            </label>
          ))}
        </fieldset>
      ) : (
        exact.conflictFields.map((field) => (
          <fieldset key={field.field} className="space-y-1">
            <legend className="text-sm font-medium text-gray-900">{field.label}</legend>
            {(['ours', 'exact'] as const).map((side) => (
              <label key={side} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  className="size-4 border-gray-300 text-primary-600"
                  name={field.field}
                  value={side}
                  checked={choices[field.field] === side}
                  onChange={() => setChoices((current) => ({ ...current, [field.field]: side }))}
                />
                {side === 'ours' ? 'Hier' : 'In Exact'}: {shown(side === 'ours' ? field.ours : field.exact)}
              </label>
            ))}
          </fieldset>
        ))
      )}
      {resolve.error && <Alert>{resolve.error.message}</Alert>}
      <Button type="submit" disabled={!complete || resolve.isPending}>
        Keuze opslaan
      </Button>
    </form>
  );
}
