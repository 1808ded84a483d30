import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import * as z from 'zod';
import { dynamo, tableName } from '../db/client.ts';
import { keys } from '../db/keys.ts';
import { claimLease, releaseLease, renewLease, type Lease } from '../db/lease.ts';
import { queryPage } from '../db/page.ts';
import { ConflictError } from '../errors.ts';
import { isSkipped, runLogEntrySchema, type RunLogEntry, type RunSchedule } from './public.ts';

/**
 * A division's sync runs (decision 051): the lease that keeps two runs apart, the log of runs, and
 * the pull's cursor. The lease is about processes, so it runs on the real clock; it lasts as long
 * as the jobs function may (15 minutes), and a crashed run loses it when that has passed.
 */
export const RUN_LEASE_MS = 15 * 60_000;
/** The schedule's rhythm (stacks/job-schedules.ts: `ExactSync`). */
export const RUN_INTERVAL_MS = 15 * 60_000;
const LOG_DAYS = 90;
const LOG_SHOWN = 20;

export class ExactRunBusyError extends ConflictError {
  constructor() {
    super('Er loopt al een synchronisatie met Exact Online. Wacht tot die klaar is.');
  }
}

/** A run that holds its division's lease, with its log entry. */
export interface ClaimedRun {
  division: number;
  lease: Lease;
  entry: RunLogEntry;
}

const entryItem = (entry: RunLogEntry) => ({
  ...keys.exactRun(entry.startedAt, entry.runId),
  type: 'exact-run',
  ...entry,
  expiresAt: Math.floor(Date.parse(entry.startedAt) / 1000) + LOG_DAYS * 86_400,
});

/** A run's counts before it did anything. */
const noCounts = { pushed: 0, pulled: 0, matched: 0, failed: 0, conflicts: 0, calls: 0 };

/**
 * Claims the division's lease and logs the run as started; `ExactRunBusyError` while another run
 * holds it.
 */
export async function claimRun(
  division: number,
  trigger: RunLogEntry['trigger'],
  startedBy?: string,
): Promise<ClaimedRun> {
  const lease = await claimLease(keys.exactRunLease(division), { ms: RUN_LEASE_MS });
  if (!lease) throw new ExactRunBusyError();
  const entry: RunLogEntry = {
    runId: lease.id,
    trigger,
    ...(startedBy ? { startedBy } : {}),
    startedAt: new Date().toISOString(),
    ...noCounts,
  };
  await dynamo.send(new PutCommand({ TableName: tableName(), Item: entryItem(entry) }));
  return { division, lease, entry };
}

/**
 * A scheduled run that found the lease held: one finished row of its own (its own key, so it never
 * touches the running run's row), saying it was skipped and why.
 */
export async function logSkipped(trigger: RunLogEntry['trigger']): Promise<RunLogEntry> {
  const now = new Date().toISOString();
  const entry: RunLogEntry = {
    runId: ulid(),
    trigger,
    startedAt: now,
    finishedAt: now,
    ...noCounts,
    stop: 'overgeslagen',
    stopMessage: 'Overgeslagen: er liep al een synchronisatie. De volgende gaat verder.',
  };
  await dynamo.send(
    new PutCommand({
      TableName: tableName(),
      Item: entryItem(entry),
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return entry;
}

/** The lease a claim handed to a job (`runId` is the lease's id): undefined when it was lost. */
export async function resumeClaim(
  division: number,
  runId: string,
  startedAt: string,
): Promise<ClaimedRun | undefined> {
  const lease = await renewLease({ key: keys.exactRunLease(division), id: runId });
  if (!lease) return undefined;
  const output = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.exactRun(startedAt, runId), ConsistentRead: true }),
  );
  if (!output.Item) return undefined;
  return { division, lease, entry: runLogEntrySchema.parse(output.Item) };
}

/** Writes the run's counts so far (the page polls them). */
export async function saveProgress(entry: RunLogEntry): Promise<void> {
  await dynamo.send(new PutCommand({ TableName: tableName(), Item: entryItem(entry) }));
}

/** Logs the end and gives the lease back. */
export async function finishRun(run: ClaimedRun): Promise<void> {
  const { phase: _phase, ...entry } = run.entry;
  run.entry = { ...entry, finishedAt: new Date().toISOString() };
  await saveProgress(run.entry);
  await releaseLease(run.lease);
}

/** An entry without an end whose lease has run out: its run was cut off (a crash, a timeout). */
function shown(entry: RunLogEntry, now: number): RunLogEntry {
  if (entry.finishedAt || Date.parse(entry.startedAt) + RUN_LEASE_MS > now) return entry;
  return {
    ...entry,
    stop: 'afgebroken',
    stopMessage: 'De synchronisatie is onderbroken voor ze klaar was; de volgende gaat verder.',
  };
}

/** The newest runs first. */
export async function recentRuns(limit = LOG_SHOWN): Promise<RunLogEntry[]> {
  const page = await queryPage({
    partition: keys.exactRun('', '').pk,
    limit,
    descending: true,
    schema: runLogEntrySchema,
    consistent: true,
  });
  const now = Date.now();
  return page.items.map((entry) => shown(entry, now));
}

/** What /exact shows of the schedule: the run going on, the last finished one, the next. */
export async function runSchedule(): Promise<RunSchedule> {
  const runs = await recentRuns();
  const running = runs.find((run) => !run.finishedAt && !run.stop);
  const lastRun = runs.find((run) => (run.finishedAt || run.stop) && !isSkipped(run));
  const lastScheduled = runs.find((run) => run.trigger === 'schema');
  const next = lastScheduled ? Date.parse(lastScheduled.startedAt) + RUN_INTERVAL_MS : undefined;
  return {
    ...(running ? { running } : {}),
    ...(lastRun ? { lastRun } : {}),
    ...(next !== undefined && next > Date.now() ? { nextRunAt: new Date(next).toISOString() } : {}),
  };
}

const cursorSchema = z.object({
  accounts: z.string().default('0'),
  deleted: z.string().default('0'),
  bankAccounts: z.string().optional(),
});

/** Where the pull goes on. */
export interface PullCursor {
  /** `sync/CRM/Accounts` and `sync/Deleted`: Timestamps (Int64, kept as decimal text). */
  accounts: bigint;
  deleted: bigint;
  /** `crm/BankAccounts`: the moment (ISO, UTC) from which changes are read next; none yet. */
  bankAccounts?: string | undefined;
}

export async function readCursor(division: number): Promise<PullCursor> {
  const output = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.exactCursor(division), ConsistentRead: true }),
  );
  const cursor = cursorSchema.parse(output.Item ?? {});
  return {
    accounts: BigInt(cursor.accounts),
    deleted: BigInt(cursor.deleted),
    bankAccounts: cursor.bankAccounts,
  };
}

/** Saves one endpoint's cursor, after its last page was handled. */
export async function saveCursor(
  run: ClaimedRun,
  endpoint: keyof PullCursor,
  value: bigint | string,
): Promise<void> {
  await dynamo.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.exactCursor(run.division),
      UpdateExpression: 'SET #type = :type, #endpoint = :value, updatedBy = :run',
      ExpressionAttributeNames: { '#type': 'type', '#endpoint': endpoint },
      ExpressionAttributeValues: {
        ':type': 'exact-cursor',
        ':value': value.toString(),
        ':run': run.entry.runId,
      },
    }),
  );
}
