import { dutchDate } from '@crm/core/nl/date';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '../../../components/ui/alert';
import { formatDateTime } from '../../../lib/format-date';
import { getDailyJobQueryOptions, type DailyJobHealth } from '../api/get-dashboard';

/** When the job last completed, as the warning says it; null when it never has. */
function lastRun({ completedAt, lastCompleted }: DailyJobHealth): string | null {
  if (completedAt) return formatDateTime(completedAt);
  return lastCompleted ? dutchDate(lastCompleted) : null;
}

/** The warning itself: shown only when the job has not completed for two days. */
export function DailyJobWarning({ dailyJob }: { dailyJob: DailyJobHealth }) {
  if (!dailyJob.stale) return null;
  const since = lastRun(dailyJob);
  return (
    <Alert variant="warning">
      {since
        ? `De dagelijkse taak voor termijnen heeft sinds ${since} niet gedraaid.`
        : 'De dagelijkse taak voor termijnen heeft nog nooit gedraaid.'}{' '}
      Herinneringen en verlengingen blijven liggen tot hij weer draait.
    </Alert>
  );
}

/**
 * The daily job's heartbeat for a Beheerder: nothing while it runs. A failed read shows nothing
 * either; in AWS the alarm on the job's log still fires.
 */
export function DailyJobAlert() {
  const query = useQuery(getDailyJobQueryOptions());
  return query.data ? <DailyJobWarning dailyJob={query.data} /> : null;
}
