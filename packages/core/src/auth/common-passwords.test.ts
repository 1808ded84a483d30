import { dictionary } from '@zxcvbn-ts/language-common';
import { describe, expect, it } from 'vitest';
import { commonPasswordsPacked } from './common-passwords.data.ts';
import { commonPasswordsToStore, unpackPasswords } from './common-passwords-pack.ts';
import { commonPasswordCount, isCommonPassword } from './common-passwords.ts';
import { newPasswordSchema, PASSWORD_MIN_LENGTH } from './schemas.ts';

describe('password rules', () => {
  it('knows at least the 10,000 most common passwords, in any letter case', async () => {
    expect(await commonPasswordCount()).toBeGreaterThanOrEqual(10_000);
    expect(await isCommonPassword('password')).toBe(true);
    expect(await isCommonPassword('Qwerty123')).toBe(true);
    expect(await isCommonPassword('Fietsbel-Oranje-Tulp-42')).toBe(false);
  });

  it('stores exactly the zxcvbn passwords the length rule lets through (run scripts/pack-common-passwords.ts)', async () => {
    const expected = commonPasswordsToStore(dictionary['passwords-common'], PASSWORD_MIN_LENGTH);
    expect(unpackPasswords(commonPasswordsPacked)).toEqual(expected);
    expect(
      expected.every(
        (password) => newPasswordSchema.safeParse({ password, passwordConfirmation: password }).success,
      ),
    ).toBe(true);
    const longEnough = dictionary['passwords-common'].filter((p) => p.length >= PASSWORD_MIN_LENGTH);
    expect((await Promise.all(longEnough.map(isCommonPassword))).every(Boolean)).toBe(true);
  });

  it('asks for 8 to 256 characters, never truncates, and needs the two entries to match', () => {
    const short = newPasswordSchema.safeParse({ password: 'kort', passwordConfirmation: 'kort' });
    expect(short.error?.issues[0]?.message).toBe('Kies een wachtwoord van minstens 8 tekens.');
    const long = 'a'.repeat(200);
    expect(newPasswordSchema.parse({ password: long, passwordConfirmation: long }).password).toHaveLength(
      200,
    );
    const mismatch = newPasswordSchema.safeParse({
      password: 'lang genoeg 1',
      passwordConfirmation: 'lang genoeg 2',
    });
    expect(mismatch.error?.issues[0]).toMatchObject({
      path: ['passwordConfirmation'],
      message: 'De wachtwoorden komen niet overeen.',
    });
  });
});
