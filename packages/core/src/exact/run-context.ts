import { NotFoundError } from '../errors.ts';
import { getRelationDetail, type RelationDetail } from '../relations/repository.ts';
import { allPages, callExact, type ExactCall } from './client.ts';
import type { ExactSettings } from './config.ts';
import type { Directory } from './directory.ts';
import type { ExactAnswer } from './http.ts';
import { saveProgress, type ClaimedRun } from './run-log.ts';
import type { ExactRef } from './sync-state.ts';

/** What the pull and the push of one run share (decision 051): the claim, the calls, the time. */
export interface RunContext {
  settings: ExactSettings;
  run: ClaimedRun;
  tally: { calls: number };
  deadline: number;
  directory?: Directory;
  transientInARow: number;
  sinceProgress: number;
}

const PROGRESS_EVERY = 10;

/** The run's time is up: it stops and the next goes on. */
export class OutOfTime extends Error {}

export function checkTime(context: RunContext): void {
  if (Date.now() > context.deadline) throw new OutOfTime();
}

/** Saves the counts every few records (and when asked), so the page's progress moves. */
export async function progress(context: RunContext, now = false): Promise<void> {
  context.sinceProgress += 1;
  if (!now && context.sinceProgress < PROGRESS_EVERY) return;
  context.sinceProgress = 0;
  context.run.entry.calls = context.tally.calls;
  await saveProgress(context.run.entry);
}

export function call(context: RunContext, request: ExactCall): Promise<ExactAnswer> {
  return callExact(context.settings, { ...request, division: context.run.division, tally: context.tally });
}

export function pages(context: RunContext, request: ExactCall): AsyncGenerator<unknown[]> {
  return allPages(context.settings, { ...request, division: context.run.division, tally: context.tally });
}

/** A record with its financial record and sync state; undefined when it was deleted meanwhile. */
export async function detailOf(ref: ExactRef): Promise<RelationDetail | undefined> {
  try {
    return await getRelationDetail(ref.kind, ref.id);
  } catch (error) {
    if (error instanceof NotFoundError) return undefined;
    throw error;
  }
}
