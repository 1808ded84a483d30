import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The ~49,000 most common passwords (zxcvbn's list, most common first). Server-side only: the list
 * is large and stays out of the browser bundle.
 */
const common = new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));

export const commonPasswordMessage =
  'Dit wachtwoord is te bekend en makkelijk te raden. Kies een ander wachtwoord.';

export function isCommonPassword(password: string): boolean {
  return common.has(password.toLowerCase());
}

export const commonPasswordCount = common.size;
