import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { fakeAuthClient, fakeCookieAuthClient, fakeCookieJar, jsonResponse } from '../../../testing/fake-api';
import { userQueryKey, type User } from './get-user';
import { login } from './login';

const user: User = {
  id: '01J0000000000000000000000',
  name: 'Bea Beheerder',
  email: 'beheerder@example.nl',
  role: 'beheerder',
  roleLabel: 'Beheerder',
  permissions: ['leads.view'],
};
const credentials = { email: 'beheerder@example.nl', password: 'geheim' };

describe('login', () => {
  it('stores the token, loads the identity and keeps it', async () => {
    const queryClient = new QueryClient();
    const client = fakeAuthClient(null, jsonResponse(200, { token: 'jwt' }), jsonResponse(200, user));

    await expect(login(credentials, queryClient, client)).resolves.toEqual(user);

    expect(client.tokenStorage.current()).toBe('jwt');
    expect(queryClient.getQueryData(userQueryKey)).toEqual(user);
    expect(client.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST /api/login',
      'GET /api/user',
    ]);
    expect(client.calls[1]?.headers.get('Authorization')).toBe('Bearer jwt');
  });

  it('refuses when a user is signed in already', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(userQueryKey, user);
    const client = fakeAuthClient('jwt');

    await expect(login(credentials, queryClient, client)).rejects.toThrow('User is already authenticated');
    expect(client.calls).toHaveLength(0);
  });

  it('fails when the API answers without a token', async () => {
    const client = fakeAuthClient(null, jsonResponse(200, {}));
    await expect(login(credentials, new QueryClient(), client)).rejects.toThrow(
      'Token was not returned from the API',
    );
    expect(client.tokenStorage.current()).toBeNull();
  });

  it("passes the API's Dutch answer on, without ending any session", async () => {
    const message = 'Deze combinatie van e-mailadres en wachtwoord is onbekend.';
    const client = fakeAuthClient(null, jsonResponse(401, { message }));
    await expect(login(credentials, new QueryClient(), client)).rejects.toMatchObject({
      status: 401,
      message,
    });
  });

  it('forgets the token when the identity cannot be loaded', async () => {
    const client = fakeAuthClient(null, jsonResponse(200, { token: 'jwt' }), jsonResponse(500, {}));
    await expect(login(credentials, new QueryClient(), client)).rejects.toMatchObject({ status: 500 });
    expect(client.tokenStorage.current()).toBeNull();
  });

  it('in cookie mode: fetches the CSRF cookie, signs in with its header and needs no token', async () => {
    const queryClient = new QueryClient();
    const jar = fakeCookieJar();
    const csrf = new Response(null, { status: 204, headers: { 'Set-Cookie': 'crm_csrf=c1; Path=/' } });
    const client = fakeCookieAuthClient(
      jar,
      csrf,
      new Response(null, { status: 204 }),
      jsonResponse(200, user),
    );
    await expect(login(credentials, queryClient, client)).resolves.toEqual(user);
    expect(client.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /api/csrf',
      'POST /api/login',
      'GET /api/user',
    ]);
    expect(client.calls[1]?.headers.get('X-CSRF-Token')).toBe('c1');
    expect(client.calls[2]?.headers.has('Authorization')).toBe(false);
    expect(queryClient.getQueryData(userQueryKey)).toEqual(user);
  });
});
