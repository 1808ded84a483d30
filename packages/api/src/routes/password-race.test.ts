import { describe, expect, it, vi } from 'vitest';
import { hashPassword } from '@crm/core/auth/password';
import { issueLink } from '@crm/core/links/link-token';
import { createTestUser, request, signIn } from '../testing.ts';

// The real scrypt, counted: the race below must hash once, not once per request.
vi.mock(import('@crm/core/auth/password'), async (importOriginal) => {
  const real = await importOriginal();
  return { ...real, hashPassword: vi.fn(real.hashPassword) };
});

describe('a password link used by twenty requests at once (issue 14, defect 4)', () => {
  it('claims the link first: one hash, one new password, the others refused', async () => {
    const { user, email } = await createTestUser();
    const { token } = await issueLink({
      purpose: 'password-reset',
      subject: user.id,
      ttlSeconds: 600,
      singleUse: true,
    });
    vi.mocked(hashPassword).mockClear();
    const password = 'Twintig-Tegelijk-Wachtwoord';
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        request('/api/password/reset', {
          method: 'POST',
          body: JSON.stringify({ token, password, passwordConfirmation: password }),
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    // Refused while the winner holds the link (409) or after it used it (410).
    expect(statuses.every((status) => [200, 409, 410].includes(status))).toBe(true);
    expect(hashPassword).toHaveBeenCalledTimes(1);
    expect(typeof (await signIn(email, password))).toBe('string');
  });
});
