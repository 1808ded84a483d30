import { describe, expect, it } from 'vitest';
import { fakeAuthClient, jsonResponse } from '../../../testing/fake-api';
import { setPassword } from './set-password';

const input = {
  token: 'a-long-enough-token',
  password: 'lang-en-uniek',
  passwordConfirmation: 'lang-en-uniek',
};

describe('setPassword', () => {
  it.each([
    ['password-set', '/api/password/set'],
    ['password-reset', '/api/password/reset'],
  ] as const)('sends a %s to %s and answers its confirmation', async (purpose, url) => {
    const client = fakeAuthClient(null, jsonResponse(200, { message: 'Je wachtwoord is ingesteld.' }));
    await expect(setPassword(purpose, input, client)).resolves.toBe('Je wachtwoord is ingesteld.');
    expect(client.calls[0]).toMatchObject({ method: 'POST', url });
    expect(JSON.parse(String(client.calls[0]?.body))).toEqual(input);
  });

  it('passes field errors on', async () => {
    const client = fakeAuthClient(
      null,
      jsonResponse(422, { message: 'Ongeldig.', errors: { password: ['Dit wachtwoord is te bekend.'] } }),
    );
    await expect(setPassword('password-set', input, client)).rejects.toMatchObject({
      status: 422,
      errors: { password: ['Dit wachtwoord is te bekend.'] },
    });
  });
});
