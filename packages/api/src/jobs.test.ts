import type { SearchIndexOptions } from '@crm/core/relations/reindex';
import { describe, expect, it } from 'vitest';
import { handler, jobsHandler, SEARCH_INDEX_RESERVE_MS } from './jobs.ts';

// The upgrade itself is tested against DynamoDB Local in packages/core (reindex.test.ts); here
// it is replaced by a recorder so this file never touches the shared migration marker.
function recordingHandler() {
  const calls: SearchIndexOptions[] = [];
  const run = jobsHandler(async (options = {}) => {
    calls.push(options);
    return { records: 3, done: false };
  });
  return { run, calls };
}

describe('jobs handler', () => {
  it('runs the search-index upgrade the deploy asks for and passes its answer on', async () => {
    const { run, calls } = recordingHandler();
    const context = { getRemainingTimeInMillis: () => 14 * 60_000 };
    expect(await run({ name: 'search-index' }, context)).toEqual({ records: 3, done: false });
    expect(calls).toHaveLength(1);
  });

  it("stops the upgrade by the function's clock, before its timeout", async () => {
    const { run, calls } = recordingHandler();
    let left = 14 * 60_000;
    await run({ name: 'search-index' }, { getRemainingTimeInMillis: () => left });
    const shouldStop = calls[0]?.shouldStop;
    expect(shouldStop?.()).toBe(false);
    left = SEARCH_INDEX_RESERVE_MS - 1;
    expect(shouldStop?.()).toBe(true);
  });

  it('refuses an event that is no job, so the failure reaches the alarm topic', async () => {
    const { run, calls } = recordingHandler();
    await expect(run({ name: 'drop-table' })).rejects.toThrow();
    await expect(handler('search-index')).rejects.toThrow();
    expect(calls).toEqual([]);
  });
});
