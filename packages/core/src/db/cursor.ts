import { createHmac, timingSafeEqual } from 'node:crypto';
import { Resource } from 'sst';
import { BadRequestError } from '../errors.ts';
import { keyAttributes } from './table.ts';

/**
 * Opaque, signed pagination cursors. A cursor is DynamoDB's LastEvaluatedKey, signed so a
 * client can neither forge a start key nor point one query's cursor at another partition.
 */
type StartKey = Record<string, string>;

function signature(payload: string, scope: string): Buffer {
  return createHmac('sha256', Resource.JwtSecret.value).update(`cursor:${scope}:${payload}`).digest();
}

export function encodeCursor(lastKey: Record<string, unknown> | undefined, scope: string): string | null {
  if (!lastKey) return null;
  const payload = Buffer.from(JSON.stringify(lastKey)).toString('base64url');
  return `${payload}.${signature(payload, scope).toString('base64url')}`;
}

export function decodeCursor(cursor: string | null | undefined, scope: string): StartKey | undefined {
  if (!cursor) return undefined;
  const invalid = new BadRequestError('De paginering is ongeldig. Laad de lijst opnieuw.');
  const [payload, mac, ...rest] = cursor.split('.');
  if (!payload || !mac || rest.length > 0) throw invalid;
  const expected = signature(payload, scope);
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    throw invalid;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw invalid;
  const entries = Object.entries(parsed);
  if (!entries.every(([k, v]) => keyAttributes.includes(k) && typeof v === 'string')) throw invalid;
  return Object.fromEntries(entries) as StartKey;
}
