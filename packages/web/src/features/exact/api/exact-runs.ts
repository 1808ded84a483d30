import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { runStartedAnswerSchema, runsAnswerSchema, type RunLogEntry } from '@crm/core/exact/public';
import { api } from '../../../lib/api';
import { exactKey } from './exact-connection';

/** The sync runs (decision 051): the log, newest first, polled while one is going on. */
const runsKey = [...exactKey, 'runs'] as const;

/** How often a run going on is asked for its progress. */
export const RUN_POLL_MS = 1500;

export const isRunning = (run: RunLogEntry) => !run.finishedAt && !run.stop;

export function useExactRuns() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: runsKey,
    queryFn: async ({ signal }) => {
      const { runs } = runsAnswerSchema.parse(await api.get('/api/exact/runs', { signal }));
      const previous = queryClient.getQueryData<RunLogEntry[]>(runsKey);
      // A run ended: the status (last run, calls left) and the records needing a person changed.
      if (previous?.some(isRunning) && !runs.some(isRunning))
        void queryClient.invalidateQueries({
          queryKey: exactKey,
          predicate: (q) => q.queryKey[1] !== 'runs',
        });
      return runs;
    },
    refetchInterval: (query) => (query.state.data?.some(isRunning) ? RUN_POLL_MS : false),
  });
}

/** "Nu synchroniseren": a 409 (a run is going on, no connection) comes back as its Dutch message. */
export function useStartExactRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => runStartedAnswerSchema.parse(await api.post('/api/exact/runs')).run,
    onSuccess: (run) => {
      queryClient.setQueryData<RunLogEntry[]>(runsKey, (runs) => [run, ...(runs ?? [])]);
      void queryClient.invalidateQueries({ queryKey: runsKey });
    },
  });
}
