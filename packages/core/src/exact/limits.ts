import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { dynamo, tableName } from '../db/client.ts';
import { keys } from '../db/keys.ts';
import { DomainError } from '../errors.ts';
import type { ExactSettings } from './config.ts';
import type { RateLimits } from './http.ts';

/**
 * Exact's budget per division (decision 035): 60 calls a minute and 5,000 a day, read from the
 * headers of every answer and kept in `EXACT#DIVISION#<division>` / `LIMITS`. Before a call: wait
 * for a spent minute's reset when that fits, stop for the day when fewer than the reserve are
 * left, and stop calling an endpoint after 8 errors in an hour (Exact blocks at 10).
 */
export const DAILY_RESERVE = 200;
export const ERRORS_PER_HOUR = 8;
const HOUR = 3_600_000;
/** Exact counts these towards its 10-errors-an-hour block. */
const countedErrors = new Set([400, 401, 403, 404]);

const windowSchema = z.object({ limit: z.number(), remaining: z.number(), reset: z.number() });
const limitsSchema = z.object({
  division: z.number(),
  daily: windowSchema.optional(),
  minutely: windowSchema.optional(),
  /** Errors per endpoint in the hour that starts at `hour` (epoch ms). */
  errors: z.record(z.string(), z.object({ hour: z.number(), count: z.number() })).default({}),
});
export type DivisionLimits = z.infer<typeof limitsSchema>;

export type StopReason = 'daily' | 'minutely' | 'errors';

const amsterdamTime = new Intl.DateTimeFormat('nl-NL', {
  timeZone: 'Europe/Amsterdam',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
});

/** The budget does not allow the call now: the caller stops (a run ends as paused) until `until`. */
export class ExactLimitStop extends DomainError {
  readonly status = 429;

  constructor(
    readonly reason: StopReason,
    readonly until: number,
    readonly endpoint?: string,
  ) {
    const when = amsterdamTime.format(new Date(until));
    super(
      reason === 'daily'
        ? `De dagelijkse limiet van Exact Online is bijna op (reserve van ${DAILY_RESERVE} aanroepen); verder na ${when}.`
        : reason === 'minutely'
          ? `De limiet per minuut van Exact Online is bereikt; verder na ${when}.`
          : `Te veel fouten van Exact Online voor ${endpoint ?? 'dit onderdeel'}; verder na ${when}.`,
    );
  }
}

export async function readLimits(division: number): Promise<DivisionLimits | undefined> {
  const output = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.exactLimits(division) }),
  );
  return output.Item ? limitsSchema.parse(output.Item) : undefined;
}

const hourOf = (now: number) => now - (now % HOUR);

/** Waits or stops as the last known budget says, before a call to `endpoint`. */
export async function beforeCall(settings: ExactSettings, division: number, endpoint: string): Promise<void> {
  const limits = await readLimits(division);
  if (!limits) return;
  const now = settings.clock.now();
  const errors = limits.errors[endpoint];
  if (errors && errors.hour === hourOf(now) && errors.count >= ERRORS_PER_HOUR)
    throw new ExactLimitStop('errors', errors.hour + HOUR, endpoint);
  const { daily, minutely } = limits;
  if (daily && daily.reset > now && daily.remaining < DAILY_RESERVE)
    throw new ExactLimitStop('daily', daily.reset);
  if (minutely && minutely.reset > now && minutely.remaining <= 0)
    await waitForMinute(settings, minutely.reset);
}

/** Waits for the minute's reset (+1 s) when that fits in what the caller may wait; stops otherwise. */
export async function waitForMinute(settings: ExactSettings, reset: number): Promise<void> {
  const wait = reset + 1000 - settings.clock.now();
  if (wait > settings.maxWaitMs) throw new ExactLimitStop('minutely', reset);
  if (wait > 0) await settings.clock.sleep(wait);
}

/** Keeps what an answer said (last writer wins: one run at a time keeps that honest). */
export async function afterAnswer(
  settings: ExactSettings,
  division: number,
  endpoint: string,
  answered: RateLimits,
  errorStatus?: number,
): Promise<DivisionLimits> {
  const current = (await readLimits(division)) ?? { division, errors: {} };
  const next: DivisionLimits = { ...current, ...answered, errors: { ...current.errors } };
  if (errorStatus !== undefined && countedErrors.has(errorStatus)) {
    const hour = hourOf(settings.clock.now());
    const previous = next.errors[endpoint];
    next.errors[endpoint] = { hour, count: previous?.hour === hour ? previous.count + 1 : 1 };
  }
  await dynamo.send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.exactLimits(division), type: 'exact-limits', ...next },
    }),
  );
  return next;
}
