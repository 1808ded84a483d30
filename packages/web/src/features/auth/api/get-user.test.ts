import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAuthClient, fakeCookieAuthClient, fakeCookieJar, jsonResponse } from '../../../testing/fake-api';
import { getUser, hasPermission, type User } from './get-user';

const user: User = {
  id: '01J0000000000000000000000',
  name: 'Mo Medewerker',
  email: 'mo@example.nl',
  role: 'medewerker',
  roleLabel: 'Medewerker',
  permissions: ['leads.view', 'customers.view'],
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('getUser', () => {
  it('is a guest without a token, without asking the API', async () => {
    const client = fakeAuthClient(null);
    await expect(getUser(client)).resolves.toBeNull();
    expect(client.calls).toHaveLength(0);
  });

  it('loads the identity with the token', async () => {
    const client = fakeAuthClient('jwt', jsonResponse(200, user));
    await expect(getUser(client)).resolves.toEqual(user);
    expect(client.calls[0]?.url).toBe('/api/user');
  });

  it.each([401, 419])('treats %i as signed out and drops the stale token', async (status) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const client = fakeAuthClient('old', jsonResponse(status, { message: 'Niet ingelogd.' }));
    await expect(getUser(client)).resolves.toBeNull();
    expect(client.tokenStorage.current()).toBeNull();
  });

  it('logs any other failure and carries on signed out', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = fakeAuthClient('jwt', jsonResponse(503, { message: 'Even niet beschikbaar.' }));
    await expect(getUser(client)).resolves.toBeNull();
    expect(error).toHaveBeenCalledOnce();
    expect(client.tokenStorage.current()).toBe('jwt');
  });

  it('logs an identity it cannot read', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = fakeAuthClient('jwt', jsonResponse(200, { id: 1 }));
    await expect(getUser(client)).resolves.toBeNull();
    expect(error).toHaveBeenCalledOnce();
  });
});

describe('getUser in cookie mode', () => {
  it('asks the API, since the HttpOnly session cookie is out of sight', async () => {
    const client = fakeCookieAuthClient(fakeCookieJar(), jsonResponse(200, user));
    await expect(getUser(client)).resolves.toEqual(user);
    expect(client.calls.map((call) => `${call.method} ${call.url}`)).toEqual(['GET /api/user']);
  });

  it('is a guest on 401', async () => {
    const client = fakeCookieAuthClient(fakeCookieJar(), jsonResponse(401, { message: 'Niet ingelogd.' }));
    await expect(getUser(client)).resolves.toBeNull();
  });
});

describe('hasPermission', () => {
  it('reads the permissions of the identity', () => {
    expect(hasPermission(user, 'leads.view')).toBe(true);
    expect(hasPermission(user, 'users.showAdmin')).toBe(false);
    expect(hasPermission(null, 'leads.view')).toBe(false);
  });
});
