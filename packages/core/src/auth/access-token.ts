import { webcrypto } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { UnauthorizedError } from '../errors.ts';
import { roles, type Role } from './permissions.ts';
import { keyFor } from './secret-keys.ts';

/** Access tokens: short JWTs (HS256 pinned) naming the user and the server-side session. */
export const ACCESS_TOKEN_TYPE = 'at+jwt';
export const ISSUER = 'crm';
export const AUDIENCE = 'crm-api';
export const ACCESS_TOKEN_SECONDS = 12 * 60 * 60;
const ALGORITHM = 'HS256';

export interface AccessClaims {
  userId: string;
  sessionId: string;
  /** The role when the session began; any role change ends the session, so it stays true. */
  role: Role;
}

let accessKey: Promise<webcrypto.CryptoKey> | undefined;

/**
 * The access-token key as a WebCrypto key, imported once per process: given the raw bytes, jose
 * imports them again on every sign and verify, on every signed-in request.
 */
function accessTokenKey(): Promise<webcrypto.CryptoKey> {
  accessKey ??= webcrypto.subtle.importKey(
    'raw',
    keyFor('access-token'),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  return accessKey;
}

export async function issueAccessToken(claims: AccessClaims, expiresAt: Date): Promise<string> {
  return new SignJWT({ sid: claims.sessionId, role: claims.role })
    .setProtectedHeader({ alg: ALGORITHM, typ: ACCESS_TOKEN_TYPE })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(claims.userId)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(await accessTokenKey());
}

export async function verifyAccessToken(token: string): Promise<AccessClaims> {
  try {
    const { payload } = await jwtVerify(token, await accessTokenKey(), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
      typ: ACCESS_TOKEN_TYPE,
      requiredClaims: ['sub', 'sid', 'role', 'exp', 'iat'],
    });
    const role = roles.find((candidate) => candidate === payload.role);
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || !role)
      throw new UnauthorizedError();
    return { userId: payload.sub, sessionId: payload.sid, role };
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof UnauthorizedError) {
      throw new UnauthorizedError('Je sessie is verlopen. Log opnieuw in.');
    }
    throw error;
  }
}
