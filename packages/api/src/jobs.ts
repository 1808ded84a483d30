import { runJob } from '@crm/core/jobs/jobs';
import { startJob } from '@crm/core/jobs/dispatch';
import type { SearchIndexRun } from '@crm/core/relations/reindex';
import { upgradeStoredData } from '@crm/core/jobs/upgrades';
import { wireHooks } from '@crm/core/wiring';

// This process's hooks, before it runs a job (a rename made by a job reaches the contracts).
wireHooks();

/** What the Lambda runtime passes as the second argument; only the clock is read. */
interface LambdaContext {
  getRemainingTimeInMillis(): number;
}

/** A run ends after the page during which less than this was left of the function's 15 minutes. */
export const SEARCH_INDEX_RESERVE_MS = 2 * 60_000;

function isSearchIndexRun(event: unknown): boolean {
  return typeof event === 'object' && event !== null && (event as { name?: unknown }).name === 'search-index';
}

/**
 * The jobs Lambda (stacks/jobs.ts). The API invokes it asynchronously with a job's payload
 * (`{ name: 'export', exportId }`). A job records its own failure (an export is marked failed); an
 * error thrown here is one the job could not record. Lambda does not retry it (retries: 0): the
 * event goes to the stage's alarm topic (the failure destination) and the errors alarm fires.
 *
 * The deploy (.github/scripts/sst-stage.sh) invokes it synchronously with
 * `{ name: 'search-index' }` until the answer says `done`: a deployed stage's search items and
 * contract sort items (decision 054) are upgraded like the local stack's, in runs that stop before
 * the function's timeout.
 */
export function jobsHandler(upgrade: typeof upgradeStoredData = upgradeStoredData) {
  return async (event: unknown, context?: LambdaContext): Promise<SearchIndexRun | undefined> => {
    if (isSearchIndexRun(event)) {
      return upgrade({
        shouldStop: () => (context ? context.getRemainingTimeInMillis() < SEARCH_INDEX_RESERVE_MS : false),
      });
    }
    // A job that stopped before the function's timeout goes on in a new invocation.
    const next = await runJob(event);
    if (next) await startJob(next);
    return undefined;
  };
}

export const handler = jobsHandler();
