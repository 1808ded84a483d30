import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { dynamo, tableName } from './client.ts';
import type { Key } from './keys.ts';

/**
 * A lease on an item: one holder at a time, for `ms` after its claim or last renewal. A lease older
 * than that (its holder died) is taken over, so a crashed request or job never blocks the item for
 * good. Stored on the item as `claimId` (the holder's token) and `claimedAt` (epoch milliseconds);
 * an item that does not exist yet is made by the claim unless the condition requires it.
 */
export interface Lease {
  key: Key;
  /** The holder's token: renewals, the release and the holder's writes are conditional on it. */
  id: string;
}

export interface LeaseTerms {
  /** How long a claim or renewal holds. */
  ms: number;
  /** A further condition of the claim on the item (e.g. that it exists and is not used). */
  condition?: string;
  values?: Record<string, unknown>;
  now?: number;
}

const refused = (error: unknown): undefined => {
  if (error instanceof ConditionalCheckFailedException) return undefined;
  throw error;
};

/** Claims the item; `undefined` while another holder's lease is live or the condition fails. */
export async function claimLease(key: Key, terms: LeaseTerms): Promise<Lease | undefined> {
  const now = terms.now ?? Date.now();
  const lease = { key, id: ulid() };
  const free = '(attribute_not_exists(claimedAt) OR claimedAt < :stale)';
  return dynamo
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET claimId = :claim, claimedAt = :now',
        ConditionExpression: terms.condition ? `${terms.condition} AND ${free}` : free,
        ExpressionAttributeValues: {
          ...terms.values,
          ':claim': lease.id,
          ':now': now,
          ':stale': now - terms.ms,
        },
      }),
    )
    .then(() => lease, refused);
}

/** Holds the lease for another term; `undefined` when it was taken over or released meanwhile. */
export async function renewLease(lease: Lease, now = Date.now()): Promise<Lease | undefined> {
  return dynamo
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: lease.key,
        UpdateExpression: 'SET claimedAt = :now',
        ConditionExpression: 'claimId = :claim',
        ExpressionAttributeValues: { ':claim': lease.id, ':now': now },
      }),
    )
    .then(() => lease, refused);
}

/** Gives the lease back; a lease taken over by another holder (or already gone) is left alone. */
export async function releaseLease(lease: Lease): Promise<void> {
  await dynamo
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: lease.key,
        UpdateExpression: 'REMOVE claimId, claimedAt',
        ConditionExpression: 'claimId = :claim',
        ExpressionAttributeValues: { ':claim': lease.id },
      }),
    )
    .catch(refused);
}

/** The condition of a write in the holder's transaction: it happens only while the lease is its own. */
export function leaseHeld(lease: Lease): {
  ConditionExpression: string;
  ExpressionAttributeValues: Record<string, unknown>;
} {
  return { ConditionExpression: 'claimId = :claim', ExpressionAttributeValues: { ':claim': lease.id } };
}
