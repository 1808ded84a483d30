import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('stores scrypt parameters N=2^17, r=8, p=1 with a random salt', async () => {
    const [a, b] = await Promise.all([hashPassword('correct horse'), hashPassword('correct horse')]);
    expect(a.startsWith('scrypt$17$8$1$')).toBe(true);
    expect(a).not.toBe(b);
  });

  it('verifies the right password and rejects a wrong or damaged one', async () => {
    const hash = await hashPassword('Zomer in Zeeland 2026');
    expect(await verifyPassword('Zomer in Zeeland 2026', hash)).toBe(true);
    expect(await verifyPassword('zomer in zeeland 2026', hash)).toBe(false);
    expect(await verifyPassword('Zomer in Zeeland 2026', 'bcrypt$whatever')).toBe(false);
  });
});
