import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { addDays, dutchToday } from '../nl/date.ts';
import { dynamo, tableName } from '../db/client.ts';
import { queryPages, rawItems } from '../db/page.ts';
import { keys, partitions } from '../db/keys.ts';
import { log } from '../log.ts';
import { dueItemSchema, type DueItem } from '../db/due-items.ts';
import { dailySweeps, dueHandlerFor, dueHandlersRegistered, type DueOutcome } from './handlers.ts';
import { onceOnly } from '../db/ledger.ts';
import { sendMail } from '../mail/send.ts';
import { allUsers, isActiveAdmin } from '../users/repository.ts';
import { lateSummaryMail } from './late-summary-mail.ts';

/**
 * The daily job (decisions 024 and 039): acts on the due items of today and of every day it missed
 * since its last completed run, however many, and on every record a sweep names (contracts whose
 * period ended), then records today as completed. Handlers make their actions happen once through
 * the ledger, so a day read twice (a rerun, two runs at once) acts once; each record is handed over
 * once per run. After a gap, the Beheerders get one summary of what came late. A dry run plans
 * only: nothing is written, sent or recorded.
 */

export interface DailyOptions {
  /** The day to run for (YYYY-MM-DD); today in Europe/Amsterdam when left out. */
  today?: string | undefined;
  /** The job's state item; tests use a name of their own. */
  jobName?: string | undefined;
  /** Plan only. */
  dryRun?: boolean | undefined;
  /**
   * Hands over only these records (by partition key): a rerun for one record, and tests, which
   * share one table and must not move each other's contracts.
   */
  records?: ReadonlySet<string> | undefined;
  /** Who gets the summary of what came late; every active Beheerder when left out. */
  summaryTo?: readonly { email: string; name: string }[] | undefined;
}

export interface DailyRun {
  days: string[];
  /** Records handed to their handler. */
  handled: number;
  failed: number;
  /** Items whose record type has no handler (logged). */
  skipped: number;
  /** What was done (or, in a dry run, would be done) to each record that changed or reminded. */
  outcomes: DueOutcome[];
  /** Actions taken after their due day. */
  late: number;
}

async function lastCompleted(jobName: string): Promise<string | undefined> {
  const output = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.jobState(jobName), ConsistentRead: true }),
  );
  const value: unknown = output.Item?.lastCompleted;
  return typeof value === 'string' ? value : undefined;
}

/** The days a run covers: from the last completed day (inclusive, however long ago) to today. */
export function daysToRun(today: string, completed: string | undefined): string[] {
  let day = completed && completed < today ? completed : today;
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

/**
 * Records the run: `completedAt` every time (the heartbeat the dashboard and the alarm read, also
 * for a rerun of the same day or a run stuck at a failing day), the day only forward, so an older
 * run that ends later never moves it back.
 */
async function recordCompleted(jobName: string, day: string): Promise<void> {
  const at = new Date().toISOString();
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.jobState(jobName),
        UpdateExpression: 'SET lastCompleted = :day, #type = :type, completedAt = :at',
        ConditionExpression: 'attribute_not_exists(lastCompleted) OR lastCompleted < :day',
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: { ':day': day, ':type': 'job-state', ':at': at },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.jobState(jobName),
        UpdateExpression: 'SET completedAt = :at',
        ExpressionAttributeValues: { ':at': at },
      }),
    );
  }
}

/** A gap: more than yesterday and today to read. */
const isGap = (days: readonly string[]) => days.length > 2;

/** One summary of what came late, to every active Beheerder, once per job and day. */
async function mailLateSummary(
  jobName: string,
  days: string[],
  run: DailyRun,
  today: string,
  summaryTo: DailyOptions['summaryTo'],
) {
  // One line per record: a todo and its mail say the same.
  const late = run.outcomes.flatMap((outcome) => {
    const actions = outcome.actions.filter((action) => action.late > 0);
    if (!actions.length) return [];
    const what = [...new Set(actions.map((action) => action.what))].join('; ');
    return [{ label: outcome.label, what, days: Math.max(...actions.map((action) => action.late)) }];
  });
  if (!late.length) return;
  const admins = summaryTo ?? (await allUsers()).filter(isActiveAdmin);
  await onceOnly({ recordPk: keys.jobState(jobName).pk, period: today, kind: 'late-summary' }, async () => {
    for (const admin of admins) {
      await sendMail(
        lateSummaryMail({ to: admin.email, name: admin.name, from: days[0] ?? today, today, late }),
      );
    }
  });
}

export async function runDaily(options: DailyOptions = {}): Promise<DailyRun> {
  // Without its handlers the run would mark the days done and their reminders would be lost.
  if (!dueHandlersRegistered())
    throw new Error('daily job: no due handlers; the process did not call wireHooks()');
  const today = options.today ?? dutchToday();
  const jobName = options.jobName ?? 'daily';
  const context = { dryRun: options.dryRun ?? false };
  const completed = await lastCompleted(jobName);
  const days = daysToRun(today, completed);
  const run: DailyRun = { days, handled: 0, failed: 0, skipped: 0, outcomes: [], late: 0 };
  // Each record once per run: its handler acts on all its dates as they are today.
  const seen = new Set<string>();
  // The first day with a failed handler: the state stops there, so the next run reads it again.
  let firstFailure: string | undefined;
  const failedIds: string[] = [];
  const hand = async (item: DueItem, day: string) => {
    if (seen.has(item.recordPk) || (options.records && !options.records.has(item.recordPk))) return;
    seen.add(item.recordPk);
    const handler = dueHandlerFor(item.recordType);
    if (!handler) {
      run.skipped++;
      log('error', 'daily job: no handler', { recordType: item.recordType, pk: item.pk, sk: item.sk });
      return;
    }
    try {
      const outcome = await handler(item, today, context);
      run.handled++;
      if (outcome && (outcome.steps.length || outcome.actions.length)) {
        run.outcomes.push(outcome);
        run.late += outcome.actions.filter((action) => action.late > 0).length;
      }
    } catch (error) {
      run.failed++;
      firstFailure ??= day;
      failedIds.push(item.recordPk);
      log('error', 'daily job: handler failed', {
        recordPk: item.recordPk,
        action: item.action,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  };
  for (const day of days) {
    for await (const item of dueItemsOn(day)) await hand(item, day);
  }
  for (const sweep of dailySweeps()) {
    for await (const record of sweep(today)) {
      await hand(
        { ...record, pk: 'SWEEP', sk: record.recordPk, type: 'due', action: 'sweep', date: today },
        today,
      );
    }
  }
  if (context.dryRun) return run;
  if (isGap(days)) await mailLateSummary(jobName, days, run, today, options.summaryTo);
  await recordCompleted(jobName, firstFailure ?? today);
  log(run.failed ? 'error' : 'info', 'daily job done', {
    handled: run.handled,
    failed: run.failed,
    skipped: run.skipped,
    late: run.late,
    days: days.length,
    from: days[0],
    today,
    ...(failedIds.length ? { failedIds: failedIds.slice(0, 50) } : {}),
  });
  return run;
}
