import { unpackPasswords } from './common-passwords-pack.ts';

/**
 * zxcvbn's ~49,000 most common passwords, as far as the length rule lets them through (shorter
 * ones are refused before this check): about 18,000. Server-side only. The list is packed at build
 * time (`scripts/pack-common-passwords.ts`), loaded with `import()` and unpacked when a password is
 * first checked: with code splitting its 68 KB are a chunk of their own, so a cold start neither
 * reads nor unpacks it (decisions 018, 023).
 */
let common: Promise<Set<string>> | undefined;

function commonPasswords(): Promise<Set<string>> {
  common ??= import('./common-passwords.data.ts').then(
    ({ commonPasswordsPacked }) => new Set(unpackPasswords(commonPasswordsPacked)),
  );
  return common;
}

export const commonPasswordMessage =
  'Dit wachtwoord is te bekend en makkelijk te raden. Kies een ander wachtwoord.';

export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.toLowerCase());
}

export async function commonPasswordCount(): Promise<number> {
  return (await commonPasswords()).size;
}
