import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAuthClient, jsonResponse } from '../../../testing/fake-api';
import { userQueryKey, type User } from './get-user';
import { logout } from './logout';

const user: User = {
  id: '1',
  name: 'Bea Beheerder',
  email: 'beheerder@example.nl',
  role: 'beheerder',
  roleLabel: 'Beheerder',
  permissions: [],
};

function signedIn() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(userQueryKey, user);
  queryClient.setQueryData(['leads', 'list', {}], ['cached lead']);
  return queryClient;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('logout', () => {
  it('ends the session on the server and forgets everything here', async () => {
    const queryClient = signedIn();
    const client = fakeAuthClient('jwt', new Response(null, { status: 204 }));

    await logout(queryClient, client);

    expect(client.calls.map((call) => `${call.method} ${call.url}`)).toEqual(['POST /api/logout']);
    expect(client.calls[0]?.headers.get('Authorization')).toBe('Bearer jwt');
    expect(client.tokenStorage.current()).toBeNull();
    expect(queryClient.getQueryData(userQueryKey)).toBeNull();
    expect(queryClient.getQueryData(['leads', 'list', {}])).toBeUndefined();
  });

  it('still signs out here when the server call fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const queryClient = signedIn();
    const client = fakeAuthClient('jwt', new TypeError('Failed to fetch'));

    await logout(queryClient, client);

    expect(client.tokenStorage.current()).toBeNull();
    expect(queryClient.getQueryData(userQueryKey)).toBeNull();
    expect(error).toHaveBeenCalledOnce();
  });

  it('accepts a session that had already ended', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = fakeAuthClient('jwt', jsonResponse(401, { message: 'Niet ingelogd.' }));
    await logout(signedIn(), client);
    expect(error).not.toHaveBeenCalled();
  });

  it('refuses without a signed-in user', async () => {
    const client = fakeAuthClient(null);
    await expect(logout(new QueryClient(), client)).rejects.toThrow('User is not authenticated');
    expect(client.calls).toHaveLength(0);
  });
});
