import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { keyFor } from '../auth/secret-keys.ts';
import { dynamo, tableName } from '../db/client.ts';
import { keys } from '../db/keys.ts';

/**
 * The one connection item (`EXACT#CONNECTION` / `STATE`): its state, the chosen division, who
 * connected, and the token chain encrypted with AES-256-GCM under the key derived for the purpose
 * `exact-tokens`, so a table export or backup holds no usable token. The refresh lock is a lease
 * on this item (`claimId`, `claimedAt`; db/lease.ts).
 */
export const connectionStates = ['connected', 'reconnect'] as const;

const connectionSchema = z.object({
  pk: z.string(),
  sk: z.string(),
  type: z.literal('exact-connection'),
  state: z.enum(connectionStates),
  division: z.number().int().optional(),
  divisionName: z.string().optional(),
  connectedBy: z.object({ id: z.string(), name: z.string() }),
  connectedAt: z.string(),
  /** The sealed `{ access, refresh }` pair; gone once the chain is lost. */
  tokens: z.string().optional(),
  /** When the access token (and its refresh token) arrived, epoch ms on the client's clock. */
  issuedAt: z.number().optional(),
  lostAt: z.string().optional(),
  lostReason: z.string().optional(),
  claimId: z.string().optional(),
  claimedAt: z.number().optional(),
});

export type ConnectionItem = z.infer<typeof connectionSchema>;

export interface TokenPair {
  access: string;
  refresh: string;
}

const AAD = Buffer.from('crm:exact-tokens');

export function sealTokens(pair: TokenPair): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor('exact-tokens'), iv);
  cipher.setAAD(AAD);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(pair), 'utf8'), cipher.final()]);
  return `v1.${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url')}`;
}

export function openTokens(sealed: string): TokenPair {
  const raw = Buffer.from(sealed.replace(/^v1\./, ''), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', keyFor('exact-tokens'), raw.subarray(0, 12));
  decipher.setAAD(AAD);
  decipher.setAuthTag(raw.subarray(12, 28));
  const plain = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  return z.object({ access: z.string(), refresh: z.string() }).parse(JSON.parse(plain));
}

export async function readConnection(): Promise<ConnectionItem | undefined> {
  const output = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.exactConnection(), ConsistentRead: true }),
  );
  return output.Item ? connectionSchema.parse(output.Item) : undefined;
}

/** A new chain from a code exchange: replaces the item, keeping a division chosen before. */
export async function storeNewConnection(
  pair: TokenPair,
  issuedAt: number,
  connectedBy: { id: string; name: string },
): Promise<void> {
  const previous = await readConnection();
  const item: ConnectionItem = {
    ...keys.exactConnection(),
    type: 'exact-connection',
    state: 'connected',
    ...(previous?.division === undefined ? {} : { division: previous.division }),
    ...(previous?.divisionName === undefined ? {} : { divisionName: previous.divisionName }),
    connectedBy,
    connectedAt: new Date().toISOString(),
    tokens: sealTokens(pair),
    issuedAt,
  };
  await dynamo.send(new PutCommand({ TableName: tableName(), Item: item }));
}

/** The refreshed pair, written only while the refresher still holds the lock. */
export async function storeRefreshedTokens(
  pair: TokenPair,
  issuedAt: number,
  claimId: string,
): Promise<void> {
  await dynamo.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.exactConnection(),
      UpdateExpression: 'SET tokens = :tokens, issuedAt = :issuedAt',
      ConditionExpression: 'claimId = :claim',
      ExpressionAttributeValues: { ':tokens': sealTokens(pair), ':issuedAt': issuedAt, ':claim': claimId },
    }),
  );
}

/** The chain is lost: the tokens are forgotten; true for the one caller that changed the state. */
export async function markReconnectNeeded(reason: string): Promise<boolean> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.exactConnection(),
        UpdateExpression:
          'SET #state = :reconnect, lostAt = :now, lostReason = :reason REMOVE tokens, issuedAt',
        ConditionExpression: '#state = :connected',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: {
          ':reconnect': 'reconnect',
          ':connected': 'connected',
          ':now': new Date().toISOString(),
          ':reason': reason,
        },
      }),
    );
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

export async function storeDivision(division: number, divisionName: string): Promise<void> {
  await dynamo.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.exactConnection(),
      UpdateExpression: 'SET division = :division, divisionName = :name',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':division': division, ':name': divisionName },
    }),
  );
}

export async function deleteConnection(): Promise<void> {
  await dynamo.send(new DeleteCommand({ TableName: tableName(), Key: keys.exactConnection() }));
}
