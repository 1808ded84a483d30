import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { addDays, dutchToday } from '../nl/date.ts';
import { dynamo, tableName } from '../db/client.ts';
import { queryPages, rawItems } from '../db/page.ts';
import { keys, partitions } from '../db/keys.ts';
import { log } from '../log.ts';
import { dueItemSchema, type DueItem } from '../db/due-items.ts';
import { dueHandlerFor, dueHandlersRegistered } from './handlers.ts';

/**
 * The daily job (decision 024): acts on the due items of today and of every day it missed since
 * its last completed run, then records today as completed. Handlers make their actions happen
 * once through the ledger, so a day read twice (a rerun, two runs at once) acts once.
 */

/** A run reads at most this many days back: after a longer outage older deadlines are left. */
export const MAX_CATCH_UP_DAYS = 60;

export interface DailyOptions {
  /** The day to run for (YYYY-MM-DD); today in Europe/Amsterdam when left out. */
  today?: string;
  /** The job's state item; tests use a name of their own. */
  jobName?: string;
}

export interface DailyRun {
  days: string[];
  handled: number;
  failed: number;
  /** Items whose record type has no handler (logged). */
  skipped: number;
}

async function lastCompleted(jobName: string): Promise<string | undefined> {
  const output = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.jobState(jobName), ConsistentRead: true }),
  );
  const value: unknown = output.Item?.lastCompleted;
  return typeof value === 'string' ? value : undefined;
}

/** The days a run covers: from the last completed day (inclusive, bounded) to today. */
export function daysToRun(today: string, completed: string | undefined): string[] {
  const earliest = addDays(today, -MAX_CATCH_UP_DAYS);
  let day = completed && completed < today ? (completed < earliest ? earliest : completed) : today;
  const days = [day];
  while (day < today) {
    day = addDays(day, 1);
    days.push(day);
  }
  return days;
}

async function* dueItemsOn(day: string): AsyncGenerator<DueItem> {
  for await (const page of queryPages({ partition: partitions.due(day), schema: rawItems })) {
    for (const raw of page) {
      const parsed = dueItemSchema.safeParse(raw);
      if (parsed.success) yield parsed.data;
      else log('warn', 'daily job: not a due item', { pk: raw.pk, sk: raw.sk });
    }
  }
}

/** Moves the state forward only: an older run that ends later never moves it back. */
async function recordCompleted(jobName: string, day: string): Promise<void> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.jobState(jobName),
        UpdateExpression: 'SET lastCompleted = :day, #type = :type, completedAt = :at',
        ConditionExpression: 'attribute_not_exists(lastCompleted) OR lastCompleted < :day',
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: { ':day': day, ':type': 'job-state', ':at': new Date().toISOString() },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}

export async function runDaily(options: DailyOptions = {}): Promise<DailyRun> {
  // Without its handlers the run would mark the days done and their reminders would be lost.
  if (!dueHandlersRegistered())
    throw new Error('daily job: no due handlers; the process did not call wireHooks()');
  const today = options.today ?? dutchToday();
  const jobName = options.jobName ?? 'daily';
  const completed = await lastCompleted(jobName);
  const days = daysToRun(today, completed);
  const from = days[0] ?? today;
  if (completed && completed < from)
    log('warn', 'daily job: days before the catch-up bound are left', { completed, from });
  const run: DailyRun = { days, handled: 0, failed: 0, skipped: 0 };
  // The first day with a failed handler: the state stops there, so the next run reads it again.
  let firstFailure: string | undefined;
  for (const day of days) {
    for await (const item of dueItemsOn(day)) {
      const handler = dueHandlerFor(item.recordType);
      if (!handler) {
        run.skipped++;
        log('error', 'daily job: no handler', { recordType: item.recordType, pk: item.pk, sk: item.sk });
        continue;
      }
      try {
        await handler(item, today);
        run.handled++;
      } catch (error) {
        run.failed++;
        firstFailure ??= day;
        log('error', 'daily job: handler failed', {
          pk: item.pk,
          sk: item.sk,
          error: error instanceof Error ? error.message : String(error),
        });
      }
    }
  }
  await recordCompleted(jobName, firstFailure ?? today);
  log('info', 'daily job done', { ...run, days: days.length });
  return run;
}
