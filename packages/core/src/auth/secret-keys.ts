import { createHmac } from 'node:crypto';
import { Resource } from 'sst';

/**
 * One secret (`JwtSecret`), one derived key per purpose: an access token's key can never verify a
 * link token and the other way round, even before `typ` and `aud` are compared.
 */
const cache = new Map<string, Uint8Array>();

export function keyFor(purpose: string): Uint8Array {
  let key = cache.get(purpose);
  if (!key) {
    key = new Uint8Array(createHmac('sha256', Resource.JwtSecret.value).update(`crm:${purpose}`).digest());
    cache.set(purpose, key);
  }
  return key;
}
