import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../db/client.ts';
import { keys } from '../db/keys.ts';
import { TooManyRequestsError } from '../errors.ts';

/**
 * Fixed-window attempt counters, one item per subject and window, counted with atomic ADD so
 * parallel attempts cannot slip past the limit. An attempt is counted before the work is done
 * (reserve); a successful attempt gives its slot back (release) or clears the subject (reset).
 */
export interface ThrottleRule {
  scope: string;
  limit: number;
  windowSeconds: number;
}

export interface Reservation {
  rule: ThrottleRule;
  subject: string;
  windowStart: number;
}

function windowOf(rule: ThrottleRule, now: number): { start: number; end: number } {
  const size = rule.windowSeconds * 1000;
  const start = Math.floor(now / size) * size;
  return { start, end: start + size };
}

/** Counts one attempt; throws 429 (nothing else done) when the subject is over its limit. */
export async function reserve(rule: ThrottleRule, subject: string, now = Date.now()): Promise<Reservation> {
  const window = windowOf(rule, now);
  const output = await dynamo.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.throttle(rule.scope, subject, window.start),
      UpdateExpression: 'ADD #count :one SET #type = :type, expiresAt = :expiresAt',
      ExpressionAttributeNames: { '#count': 'count', '#type': 'type' },
      ExpressionAttributeValues: {
        ':one': 1,
        ':type': 'throttle',
        ':expiresAt': Math.ceil(window.end / 1000) + 60,
      },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  const count = Number(output.Attributes?.count ?? 0);
  if (count > rule.limit) throw new TooManyRequestsError(Math.ceil((window.end - now) / 1000));
  return { rule, subject, windowStart: window.start };
}

/** Gives a reserved slot back (the attempt succeeded and should not count). */
export async function release(reservation: Reservation): Promise<void> {
  await dynamo.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.throttle(reservation.rule.scope, reservation.subject, reservation.windowStart),
      UpdateExpression: 'ADD #count :minusOne',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: { ':minusOne': -1 },
    }),
  );
}

/** Clears the subject's current window (e.g. after a successful login: "in a row" starts over). */
export async function reset(reservation: Reservation): Promise<void> {
  await dynamo.send(
    new DeleteCommand({
      TableName: tableName(),
      Key: keys.throttle(reservation.rule.scope, reservation.subject, reservation.windowStart),
    }),
  );
}
