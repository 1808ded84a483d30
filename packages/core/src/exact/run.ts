import { ConflictError } from '../errors.ts';
import { log } from '../log.ts';
import type { ExactSettings } from './config.ts';
import { readConnection } from './connection-item.ts';
import { ExactError } from './http.ts';
import { ExactLimitStop } from './limits.ts';
import type { RunLogEntry, RunStop } from './public.ts';
import { OutOfTime, progress, type RunContext } from './run-context.ts';
import {
  claimRun,
  ExactRunBusyError,
  finishRun,
  logSkipped,
  resumeClaim,
  saveProgress,
  type ClaimedRun,
} from './run-log.ts';
import { pull } from './run-pull.ts';
import { push } from './run-push.ts';
import { ExactNotConnectedError, ExactReconnectNeededError } from './tokens.ts';

/**
 * One sync run for the connected division (decisions 035, 051): pull first (run-pull.ts), then
 * push what waits (run-push.ts).
 *
 * **Limits** stop the run (the client reads the headers, waits for a minute, stops for the day
 * before the reserve and before Exact's error block); what is left stays for the next run. A run
 * stops itself after 12 minutes, before its lease of 15 runs out.
 */
const MAX_RUN_MS = 12 * 60_000;

export interface RunOptions {
  /** How long a run may go on before it stops and leaves the rest to the next (default 12 min). */
  maxRunMs?: number;
}

/** The division a run is for: connected, and a division chosen. */
async function runnableDivision(): Promise<number> {
  const connection = await readConnection();
  if (!connection) throw new ExactNotConnectedError();
  if (connection.state !== 'connected') throw new ExactReconnectNeededError();
  if (connection.division === undefined)
    throw new ConflictError('Kies eerst een administratie in Exact Online.');
  return connection.division;
}

/** Claims a run (the page's "Nu synchroniseren"): 409 while one runs or without a connection. */
export async function startRun(trigger: RunLogEntry['trigger'], startedBy?: string): Promise<ClaimedRun> {
  return claimRun(await runnableDivision(), trigger, startedBy);
}

/** Runs a claimed run to its end; answers its log entry. */
export async function runClaimed(
  settings: ExactSettings,
  run: ClaimedRun,
  options: RunOptions = {},
): Promise<RunLogEntry> {
  const context: RunContext = {
    settings,
    run,
    tally: { calls: 0 },
    deadline: Date.now() + (options.maxRunMs ?? MAX_RUN_MS),
    transientInARow: 0,
    sinceProgress: 0,
  };
  let stop: { stop: RunStop; stopMessage: string };
  try {
    run.entry.phase = 'ophalen';
    await saveProgress(run.entry);
    await pull(context);
    run.entry.phase = 'versturen';
    await progress(context, true);
    await push(context);
    stop = { stop: 'klaar', stopMessage: 'Alles is bijgewerkt.' };
  } catch (error) {
    stop = stopOf(error);
    if (stop.stop === 'fout')
      log('error', 'exact sync run failed', {
        error: error instanceof Error ? error.message : String(error),
      });
  }
  run.entry = { ...run.entry, ...stop, calls: context.tally.calls };
  await finishRun(run);
  return run.entry;
}

/**
 * The scheduled run (and tests): claims and runs. Another run holding the lease: a row in the log
 * says this one was skipped, and it answers that row. Nothing to sync with (not connected, no
 * division, a lost connection): undefined, and no row (the page says so already).
 */
export async function syncNow(
  settings: ExactSettings,
  trigger: RunLogEntry['trigger'] = 'schema',
  options: RunOptions = {},
): Promise<RunLogEntry | undefined> {
  let run: ClaimedRun;
  try {
    run = await startRun(trigger);
  } catch (error) {
    if (error instanceof ExactRunBusyError) return logSkipped(trigger);
    if (error instanceof ConflictError) return undefined;
    throw error;
  }
  return runClaimed(settings, run, options);
}

/** The job of a run the page claimed: it goes on with that claim (lost: nothing to do). */
export async function continueRun(
  settings: ExactSettings,
  claim: { division: number; runId: string; startedAt: string },
): Promise<RunLogEntry | undefined> {
  const run = await resumeClaim(claim.division, claim.runId, claim.startedAt);
  return run ? runClaimed(settings, run) : undefined;
}

function stopOf(error: unknown): { stop: RunStop; stopMessage: string } {
  if (error instanceof ExactLimitStop) {
    const stop = {
      daily: 'dagelijkse limiet',
      minutely: 'limiet per minuut',
      errors: 'foutenlimiet',
    } as const;
    return { stop: stop[error.reason], stopMessage: error.message };
  }
  if (error instanceof OutOfTime)
    return {
      stop: 'tijd op',
      stopMessage: 'De tijd van deze synchronisatie was op; de volgende gaat verder.',
    };
  if (error instanceof ExactNotConnectedError || error instanceof ExactReconnectNeededError)
    return { stop: 'verbinding', stopMessage: error.message };
  if (error instanceof ExactError && error.exactStatus === 401)
    return { stop: 'verbinding', stopMessage: error.message };
  if (error instanceof ExactError) return { stop: 'fout', stopMessage: error.message };
  return {
    stop: 'fout',
    stopMessage: 'De synchronisatie stopte door een onverwachte fout; de volgende probeert het opnieuw.',
  };
}

export { ExactRunBusyError };
