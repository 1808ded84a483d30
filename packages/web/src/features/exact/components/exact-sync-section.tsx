import { isSkipped, type ConnectionStatus, type RunLogEntry } from '@crm/core/exact/public';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FactList } from '../../../components/ui/fact-list';
import { toast } from '../../../components/ui/toast-store';
import { formatDateTime } from '../../../lib/format-date';
import { isRunning, useExactRuns, useStartExactRun } from '../api/exact-runs';
import { AttentionList } from './attention-list';
import { RunLogTable } from './run-log-table';

/**
 * The sync's part of `/exact` (decision 051): last and next run, "Nu synchroniseren" with its
 * progress (polled), the log of runs, and the records in error or conflict (decision 045).
 */
export function ExactSyncSection({ status }: { status: ConnectionStatus }) {
  if (!status.division) return <AttentionList />;
  return (
    <>
      <Card title="Synchronisatie">
        <SyncNow status={status} />
      </Card>
      <AttentionList />
    </>
  );
}

const progressText = (run: RunLogEntry) =>
  `${run.phase === 'versturen' ? 'Versturen' : 'Ophalen'}: ${run.pulled} opgehaald, ${run.pushed} verstuurd, ${run.matched} gekoppeld, ${run.failed} mislukt, ${run.conflicts} conflicten.`;

function SyncNow({ status }: { status: ConnectionStatus }) {
  const runs = useExactRuns();
  const start = useStartExactRun();
  const running = runs.data?.find(isRunning);
  // A skipped scheduled run did nothing: the last run is the one before it.
  const lastRun = runs.data?.find((run) => !isRunning(run) && !isSkipped(run)) ?? status.runs?.lastRun;
  const nextRunAt = status.runs?.nextRunAt;
  return (
    <div className="space-y-4">
      <FactList
        facts={[
          {
            label: 'Laatste synchronisatie',
            value: lastRun
              ? `${formatDateTime(lastRun.finishedAt ?? lastRun.startedAt)}: ${lastRun.stopMessage ?? ''}`
              : 'Nog niet gesynchroniseerd',
          },
          {
            label: 'Volgende synchronisatie',
            value: nextRunAt ? formatDateTime(nextRunAt) : 'Binnen een kwartier (elk kwartier automatisch)',
          },
        ]}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button
          isLoading={start.isPending}
          disabled={Boolean(running) || status.state !== 'verbonden'}
          onClick={() =>
            start.mutate(undefined, {
              onSuccess: () => toast.success('De synchronisatie is gestart.'),
              onError: (error) => toast.error(error.message),
            })
          }
        >
          Nu synchroniseren
        </Button>
        <p role="status" className="text-sm text-gray-700">
          {running ? progressText(running) : ''}
        </p>
      </div>
      <h3 className="text-sm font-semibold text-gray-900">Eerdere synchronisaties</h3>
      <RunLogTable runs={runs.data} />
    </div>
  );
}
