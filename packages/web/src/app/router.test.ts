import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { userQueryKey, type User } from '../features/auth/api/get-user';
import { appRoutes, type PublicPage } from './router';

const colleague: User = {
  id: 'u1',
  name: 'Mo',
  email: 'mo@example.nl',
  role: 'medewerker',
  roleLabel: 'Medewerker',
  permissions: [],
};

/** An outsider page as later issues add them; the route tree is the real one. */
const conditionPage: PublicPage = [
  '/contract-conditions/:token/:conditionId',
  async () => ({ Component: () => null }),
];

type AppRouter = ReturnType<typeof createMemoryRouter>;

function settled(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    const done = () => router.state.initialized && router.state.navigation.state === 'idle';
    if (done()) return resolve();
    const stop = router.subscribe(() => {
      if (!done()) return;
      stop();
      resolve();
    });
  });
}

async function open(identity: User | null, path: string) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(userQueryKey, identity);
  const router = createMemoryRouter(appRoutes(queryClient, [conditionPage]), { initialEntries: [path] });
  await settled(router);
  return router;
}

describe('the public link branch of the router', () => {
  it.each([
    ['a guest', null],
    ['a colleague signed in in the same browser', colleague],
  ])('shows an outsider link page to %s, in the auth layout', async (_, identity) => {
    const router = await open(identity, '/contract-conditions/een-token/c1');
    expect(router.state.location.pathname).toBe('/contract-conditions/een-token/c1');
    expect(router.state.matches.map((match) => match.route.id)).toEqual(
      expect.arrayContaining(['root', 'layout-auth', 'public-links']),
    );
    router.dispose();
  });

  it('keeps the password pages guest only (the seed): a signed-in user goes home', async () => {
    const router = await open(colleague, '/password-set/een-token');
    expect(router.state.location.pathname).toBe('/');
    router.dispose();
  });
});
