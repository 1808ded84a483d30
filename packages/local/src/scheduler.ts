import type { Job } from '@crm/core/jobs/jobs';

/**
 * The local stand-in for the stage's schedules (stacks/jobs.ts): under `npm start` the daily job
 * runs at start and then every day at 06:00 Amsterdam time, files-cleanup every hour. Jobs run in
 * this process, one at a time; a failure is logged and the schedule goes on.
 */
export interface Scheduler {
  /** Clears every timer and waits for a job still running. */
  stop(): Promise<void>;
  /** Resolves when the jobs started so far have ended (tests). */
  idle(): Promise<void>;
}

export interface SchedulerOptions {
  runJob(job: Job): Promise<void>;
  onError?: (job: Job, error: unknown) => void;
  now?: () => Date;
}

const HOUR_MS = 60 * 60_000;
const DAILY_HOUR = 6;

const amsterdamHour = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Amsterdam',
  hour: '2-digit',
  hourCycle: 'h23',
});

/**
 * The next moment after `now` at which it is 06:00 in Amsterdam. 06:00 there is 04:00 or 05:00 UTC
 * (summer or winter time): of each day's two candidates the one Amsterdam calls six o'clock counts.
 */
export function nextDailyRun(now: Date): Date {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  for (let offset = 0; offset < 3; offset++) {
    for (const utcHour of [DAILY_HOUR - 2, DAILY_HOUR - 1]) {
      const candidate = new Date(day + offset * 24 * HOUR_MS + utcHour * HOUR_MS);
      if (candidate > now && Number(amsterdamHour.format(candidate)) === DAILY_HOUR) return candidate;
    }
  }
  throw new Error('No 06:00 in Amsterdam within three days');
}

export function startScheduler(options: SchedulerOptions): Scheduler {
  const now = options.now ?? (() => new Date());
  const timers = new Set<NodeJS.Timeout>();
  let queue: Promise<void> = Promise.resolve();
  let stopped = false;

  const run = (job: Job) => {
    if (stopped) return;
    queue = queue.then(() => options.runJob(job).catch((error: unknown) => options.onError?.(job, error)));
  };
  const at = (delay: number, action: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      action();
    }, delay);
    timers.add(timer);
  };
  const daily = () => {
    run({ name: 'daily' });
    at(nextDailyRun(now()).getTime() - now().getTime(), daily);
  };
  const hourly = () => {
    run({ name: 'files-cleanup' });
    at(HOUR_MS, hourly);
  };

  daily();
  at(HOUR_MS, hourly);

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
