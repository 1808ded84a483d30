import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { decodeJwt, decodeProtectedHeader, errors, jwtVerify, SignJWT } from 'jose';
import { ulid } from 'ulid';
import * as z from 'zod';
import { keyFor } from '../auth/secret-keys.ts';
import { dynamo, tableName } from '../db/client.ts';
import { keys } from '../db/keys.ts';
import type { TransactItem } from '../db/transaction.ts';
import { LinkError } from './link-error.ts';

/**
 * Signed token links (password set and reset; later onboarding, supplier requests, condition
 * review). A link is a JWS with a `typ` per purpose, signed with that purpose's own key, and backed
 * by a record (purpose, subject, expiry, used, revoked) so it can expire, be revoked and work once.
 */
export const linkPurposes = [
  'password-set',
  'password-reset',
  'onboarding',
  'supplier-request',
  'condition-review',
  /** The `state` of Exact Online's authorization request, bound to the user who asked (decision 044). */
  'exact-connect',
] as const;
export type LinkPurpose = (typeof linkPurposes)[number];

const ALGORITHM = 'HS256';
const ISSUER = 'crm';
const AUDIENCE = 'crm-link';

const linkItemSchema = z.object({
  pk: z.string(),
  sk: z.string(),
  type: z.literal('link'),
  id: z.string(),
  purpose: z.enum(linkPurposes),
  subject: z.string(),
  singleUse: z.boolean(),
  /** What the link was sent for (e.g. the e-mail address): a link no longer matching it is invalid. */
  binding: z.string().optional(),
  createdAt: z.string(),
  expiresAt: z.number().int(),
  usedAt: z.string().optional(),
  revokedAt: z.string().optional(),
  /** Held while one request acts on the link (see `link-claim.ts`). */
  claimId: z.string().optional(),
  claimedAt: z.number().int().optional(),
});

export type LinkItem = z.infer<typeof linkItemSchema>;

const typeOf = (purpose: LinkPurpose) => `${purpose}+jwt`;

/** The purpose a token says it has (unverified: `verifyLink` with that purpose checks it). */
export function claimedPurpose(token: string): LinkPurpose | undefined {
  try {
    const typ = decodeProtectedHeader(token).typ;
    return linkPurposes.find((purpose) => typeOf(purpose) === typ);
  } catch {
    return undefined;
  }
}

export interface LinkInput {
  purpose: LinkPurpose;
  subject: string;
  ttlSeconds: number;
  singleUse: boolean;
  binding?: string;
}

/** Stores a new link's record and answers it with its signed token. */
export async function issueLink(input: LinkInput): Promise<{ token: string; link: LinkItem }> {
  const signed = await signLink(input);
  await dynamo.send(new PutCommand({ TableName: tableName(), Item: signed.link }));
  return signed;
}

/**
 * A new link's record and its signed token, not stored yet: a caller that writes other items with
 * it puts the record in its own transaction, so a failed write leaves no working link behind.
 */
export async function signLink(input: LinkInput): Promise<{ token: string; link: LinkItem }> {
  const id = ulid();
  const now = Date.now();
  const expiresAt = Math.floor(now / 1000) + input.ttlSeconds;
  const link: LinkItem = {
    ...keys.link(id),
    type: 'link',
    id,
    purpose: input.purpose,
    subject: input.subject,
    singleUse: input.singleUse,
    ...(input.binding === undefined ? {} : { binding: input.binding }),
    createdAt: new Date(now).toISOString(),
    expiresAt,
  };
  return { token: await tokenOfLink(link), link };
}

/**
 * The token of a stored link. HS256 over the same claims gives the same token, so a reminder can
 * carry the link of the first mail without the token ever being stored (decision 047).
 */
export async function tokenOfLink(link: LinkItem): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: ALGORITHM, typ: typeOf(link.purpose) })
    .setJti(link.id)
    .setSubject(link.subject)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(Math.floor(Date.parse(link.createdAt) / 1000))
    .setExpirationTime(link.expiresAt)
    .sign(keyFor(`link:${link.purpose}`));
}

/** Checks signature, pinned algorithm, purpose, expiry, and the record's used and revoked flags. */
export async function verifyLink(token: string, purpose: LinkPurpose): Promise<LinkItem> {
  let id: string;
  try {
    const { payload } = await jwtVerify(token, keyFor(`link:${purpose}`), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
      typ: typeOf(purpose),
      requiredClaims: ['jti', 'sub', 'exp'],
    });
    id = String(payload.jti);
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new LinkError('expired');
    if (error instanceof errors.JOSEError) throw new LinkError('invalid');
    throw error;
  }
  const link = await readLink(id);
  if (!link || link.purpose !== purpose) throw new LinkError('invalid');
  assertUsable(link);
  return link;
}

/**
 * The link a genuine token names, whatever became of it (expired, revoked, used): for "Nieuwe link
 * aanvragen", which only a link this server issued may ask. The signature, algorithm, purpose,
 * issuer and audience are checked as always; expiry is checked as of the moment it was issued.
 */
export async function linkOfToken(token: string, purpose: LinkPurpose): Promise<LinkItem> {
  let id: string;
  try {
    const issuedAt = decodeJwt(token).iat;
    if (typeof issuedAt !== 'number') throw new LinkError('invalid');
    const { payload } = await jwtVerify(token, keyFor(`link:${purpose}`), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
      typ: typeOf(purpose),
      requiredClaims: ['jti', 'sub', 'exp'],
      currentDate: new Date(issuedAt * 1000),
    });
    id = String(payload.jti);
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof LinkError) throw new LinkError('invalid');
    throw error;
  }
  const link = await readLink(id);
  if (!link || link.purpose !== purpose) throw new LinkError('invalid');
  return link;
}

/** The link's record, read consistently (a link used a moment ago must read as used). */
export async function readLink(id: string): Promise<LinkItem | undefined> {
  const output = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.link(id), ConsistentRead: true }),
  );
  return output.Item ? linkItemSchema.parse(output.Item) : undefined;
}

/** Throws the problem of a link that is revoked, used up or expired. */
export function assertUsable(link: LinkItem): void {
  if (link.revokedAt) throw new LinkError('revoked');
  if (link.singleUse && link.usedAt) throw new LinkError('used');
  // TTL deletion is lazy and never trusted: expiry is compared here.
  if (link.expiresAt * 1000 <= Date.now()) throw new LinkError('expired');
}

/**
 * Marks a single-use link used, as part of the transaction that acts on it. With the claim the
 * request holds (`link-claim.ts`), the write also proves no other request took the link over.
 */
export function consumeLink(link: LinkItem & { claimId?: string }): TransactItem {
  const claimed = link.claimId !== undefined;
  return {
    Update: {
      TableName: tableName(),
      Key: keys.link(link.id),
      UpdateExpression: claimed ? 'SET usedAt = :now REMOVE claimId, claimedAt' : 'SET usedAt = :now',
      ConditionExpression: `attribute_exists(pk) AND attribute_not_exists(usedAt) AND attribute_not_exists(revokedAt)${claimed ? ' AND claimId = :claim' : ''}`,
      ExpressionAttributeValues: {
        ':now': new Date().toISOString(),
        ...(claimed ? { ':claim': link.claimId } : {}),
      },
    },
  };
}

export async function revokeLink(id: string): Promise<void> {
  await dynamo.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.link(id),
      UpdateExpression: 'SET revokedAt = :now',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':now': new Date().toISOString() },
    }),
  );
}
