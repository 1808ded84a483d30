import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { dynamo, tableName } from '../db/client.ts';
import { keys } from '../db/keys.ts';
import type { DailyJobHealth } from './public.ts';
import { addDays, dutchToday } from '../nl/date.ts';

/**
 * The daily job's heartbeat (decision 040): the state it writes on a completed run tells whether
 * it still runs. It runs once a day, so two days without a completed run means it has stopped.
 */

/** How long after its last completed run the job counts as stopped: a missed day, and more. */
export const STALE_AFTER_MS = 48 * 60 * 60 * 1000;

// What the heartbeat reads of the job's state; anything else in the item is the job's own.
const jobStateSchema = z.object({
  lastCompleted: z.string().optional(),
  completedAt: z.string().optional(),
});

/**
 * The daily job's last completed day and moment, and whether that is too long ago. No state, or
 * a state without a readable `completedAt`, is stale: nothing shows the job has run. A day more
 * than two days behind is stale too: the job runs but stops at a day it cannot finish.
 */
export async function dailyJobHealth(now = new Date(), jobName = 'daily'): Promise<DailyJobHealth> {
  const output = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.jobState(jobName), ConsistentRead: true }),
  );
  const state = output.Item ? jobStateSchema.safeParse(output.Item) : undefined;
  const lastCompleted = state?.success ? (state.data.lastCompleted ?? null) : null;
  const completedAt = state?.success ? (state.data.completedAt ?? null) : null;
  const completedMs = completedAt ? Date.parse(completedAt) : Number.NaN;
  // A job that runs but stays at a failing day is stuck too: its day falls behind.
  const behind = lastCompleted !== null && lastCompleted < addDays(dutchToday(now), -2);
  const stale = Number.isNaN(completedMs) || now.getTime() - completedMs > STALE_AFTER_MS || behind;
  return { lastCompleted, completedAt, stale };
}
