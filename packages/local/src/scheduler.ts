import { wallClockTime } from '@crm/core/nl/date';
import type { Job } from '@crm/core/jobs/jobs';
import { jobSchedules } from '../../../stacks/job-schedules.ts';

/**
 * The local stand-in for the stage's schedules: it reads the same table SST deploys
 * (stacks/job-schedules.ts), so under `npm start` each job runs on its stage's rhythm (the daily
 * job also at start). Jobs run in this process, one at a time; a failure is logged and the schedule
 * goes on.
 */
export interface Scheduler {
  /** Clears every timer and waits for a job still running. */
  stop(): Promise<void>;
  /** Resolves when the jobs started so far have ended (tests). */
  idle(): Promise<void>;
}

export interface ScheduleEntry {
  readonly schedule: string;
  readonly timezone?: string;
  readonly event: Job;
  readonly runAtLocalStart?: boolean;
}

export interface SchedulerOptions {
  runJob(job: Job): Promise<unknown>;
  onError?: (job: Job, error: unknown) => void;
  now?: () => Date;
  /** The table to run; the stage's by default. */
  schedules?: Readonly<Record<string, ScheduleEntry>>;
}

const MINUTE_MS = 60_000;
/** setTimeout's longest wait (2^31 − 1 ms, about 24.8 days), rounded down to whole days. */
const MAX_TIMER_MS = 24 * 24 * 60 * MINUTE_MS;
const unitMs: Record<string, number> = { minute: MINUTE_MS, hour: 60 * MINUTE_MS, day: 24 * 60 * MINUTE_MS };

/** When an entry runs next after `now`: a fixed interval, or a time of day in a time zone. */
export type Rhythm =
  { kind: 'every'; ms: number } | { kind: 'daily'; hour: number; minute: number; timeZone: string };

/**
 * The rhythm of an EventBridge schedule expression, as far as the local stack needs it:
 * `rate(N minute[s]|hour[s]|day[s])`, and `cron(M H * * ? *)` (every day at H:M in `timezone`, UTC
 * without one). Anything else is refused, so a new entry the scheduler cannot run fails its test.
 */
export function rhythmOf(schedule: string, timeZone = 'UTC'): Rhythm {
  const rate = /^rate\((\d+) (minute|hour|day)(s?)\)$/.exec(schedule);
  if (rate) {
    const count = Number(rate[1]);
    if (count < 1) throw new Error(`A rate of at least 1 is needed: ${schedule}`);
    // EventBridge's own rule: "1 hour", "2 hours"; it refuses "1 hours" and "2 hour".
    if ((count === 1) !== (rate[3] === '')) throw new Error(`Singular for 1, plural above: ${schedule}`);
    const ms = count * (unitMs[rate[2] ?? ''] ?? 0);
    // A timer cannot wait longer (Node fires a longer one at once).
    if (ms > MAX_TIMER_MS) throw new Error(`The local scheduler waits at most 24 days: ${schedule}`);
    return { kind: 'every', ms };
  }
  const cron = /^cron\((\d{1,2}) (\d{1,2}) \* \* \? \*\)$/.exec(schedule);
  if (cron) {
    const minute = Number(cron[1]);
    const hour = Number(cron[2]);
    if (minute > 59 || hour > 23) throw new Error(`Not a time of day: ${schedule}`);
    return { kind: 'daily', hour, minute, timeZone };
  }
  throw new Error(`The local scheduler does not understand the schedule ${schedule}`);
}

/**
 * The next moment after `now` at which the wall clock in the rhythm's time zone reads its time of
 * day (06:00 in Amsterdam is 04:00 or 05:00 UTC, summer or winter time). A time that a clock change
 * skips that day is taken on the next day that has it; a time it repeats runs once, at one of its
 * two occurrences (which one depends on the zone's side of UTC; no entry is set in that hour).
 */
export function nextDailyRun(
  now: Date,
  at: { hour: number; minute: number; timeZone: string } = {
    hour: 6,
    minute: 0,
    timeZone: 'Europe/Amsterdam',
  },
): Date {
  const today = new Date(wallClockTime(now.getTime(), at.timeZone));
  for (let offset = 0; offset < 3; offset++) {
    const wanted = Date.UTC(
      today.getUTCFullYear(),
      today.getUTCMonth(),
      today.getUTCDate() + offset,
      at.hour,
      at.minute,
    );
    // The zone's offset at a guess, corrected once for a clock change between guess and answer.
    let candidate = wanted - (wallClockTime(wanted, at.timeZone) - wanted);
    candidate = wanted - (wallClockTime(candidate, at.timeZone) - candidate);
    if (candidate > now.getTime() && wallClockTime(candidate, at.timeZone) === wanted)
      return new Date(candidate);
  }
  throw new Error(`No ${at.hour}:${at.minute} in ${at.timeZone} within three days`);
}

function delayUntilNext(rhythm: Rhythm, now: Date): number {
  return rhythm.kind === 'every' ? rhythm.ms : nextDailyRun(now, rhythm).getTime() - now.getTime();
}

export function startScheduler(options: SchedulerOptions): Scheduler {
  const now = options.now ?? (() => new Date());
  const table: Readonly<Record<string, ScheduleEntry>> = options.schedules ?? jobSchedules;
  const timers = new Set<NodeJS.Timeout>();
  let queue: Promise<void> = Promise.resolve();
  let stopped = false;

  const run = (job: Job) => {
    if (stopped) return;
    queue = queue.then(() =>
      options.runJob(job).then(
        () => undefined,
        (error: unknown) => options.onError?.(job, error),
      ),
    );
  };
  const at = (delay: number, action: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      action();
    }, delay);
    timers.add(timer);
  };

  // Every rhythm is read before anything runs: an entry the scheduler cannot run stops the start.
  const entries = Object.values(table).map((entry) => ({
    entry,
    rhythm: rhythmOf(entry.schedule, entry.timezone),
  }));
  for (const { entry, rhythm } of entries) {
    const tick = () => {
      run(entry.event);
      at(delayUntilNext(rhythm, now()), tick);
    };
    if (entry.runAtLocalStart) tick();
    else at(delayUntilNext(rhythm, now()), tick);
  }

  return {
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await queue;
    },
    idle: () => queue,
  };
}
