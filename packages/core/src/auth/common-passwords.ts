import { commonPasswordsPacked } from './common-passwords.data.ts';
import { unpackPasswords } from './common-passwords-pack.ts';

/**
 * zxcvbn's ~49,000 most common passwords, as far as the length rule lets them through (shorter
 * ones are refused before this check): about 18,000. Server-side only. The list is packed at build
 * time (`scripts/pack-common-passwords.ts`) and unpacked when a password is first checked, so a
 * cold start does not pay for it (decision 018).
 */
let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  common ??= new Set(unpackPasswords(commonPasswordsPacked));
  return common;
}

export const commonPasswordMessage =
  'Dit wachtwoord is te bekend en makkelijk te raden. Kies een ander wachtwoord.';

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

export function commonPasswordCount(): number {
  return commonPasswords().size;
}
