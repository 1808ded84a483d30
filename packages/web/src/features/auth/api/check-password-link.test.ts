import { describe, expect, it } from 'vitest';
import { fakeAuthClient, jsonResponse } from '../../../testing/fake-api';
import { INVALID_LINK_MESSAGE } from '../../../components/link-flow/link-check';
import { checkPasswordLink } from './check-password-link';

const input = { token: 'a-long-enough-token', purpose: 'password-set' } as const;

describe('checkPasswordLink', () => {
  it('answers whose account the link is for', async () => {
    const client = fakeAuthClient(null, jsonResponse(200, { email: 'mo@example.nl', name: 'Mo' }));
    await expect(checkPasswordLink(input, client)).resolves.toEqual({
      status: 'valid',
      email: 'mo@example.nl',
      name: 'Mo',
    });
    expect(client.calls[0]).toMatchObject({ method: 'POST', url: '/api/password/check' });
    expect(JSON.parse(String(client.calls[0]?.body))).toEqual(input);
  });

  it("turns 410 into the API's Dutch explanation", async () => {
    const client = fakeAuthClient(
      null,
      jsonResponse(410, { message: 'Deze link is al gebruikt.', problem: 'used' }),
    );
    await expect(checkPasswordLink(input, client)).resolves.toEqual({
      status: 'problem',
      message: 'Deze link is al gebruikt.',
    });
  });

  it('treats a malformed token (422) as an invalid link', async () => {
    const client = fakeAuthClient(
      null,
      jsonResponse(422, { message: 'Ongeldig.', errors: { token: ['x'] } }),
    );
    await expect(checkPasswordLink({ ...input, token: 'kort' }, client)).resolves.toEqual({
      status: 'problem',
      message: INVALID_LINK_MESSAGE,
    });
  });

  it('lets other failures through', async () => {
    const client = fakeAuthClient(null, jsonResponse(500, { message: 'Er ging iets mis.' }));
    await expect(checkPasswordLink(input, client)).rejects.toMatchObject({ status: 500 });
  });
});
