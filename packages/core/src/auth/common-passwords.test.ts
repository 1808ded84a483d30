import { describe, expect, it } from 'vitest';
import { commonPasswordCount, isCommonPassword } from './common-passwords.ts';
import { newPasswordSchema } from './schemas.ts';

describe('password rules', () => {
  it('knows at least the 10,000 most common passwords, in any letter case', () => {
    expect(commonPasswordCount).toBeGreaterThanOrEqual(10_000);
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('Qwerty123')).toBe(true);
    expect(isCommonPassword('Fietsbel-Oranje-Tulp-42')).toBe(false);
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
