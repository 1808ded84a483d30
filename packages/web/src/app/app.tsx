import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { Toaster } from '../components/ui/toaster';
import { clientConfig } from '../config/client';
import { endSession } from '../features/auth/api/session';
import { api } from '../lib/api';
import { loginRedirectHref } from '../lib/auth-redirect';
import { createQueryClient } from '../lib/react-query';
import { createAppRouter } from './router';
import { UpdatePrompt } from './update-prompt';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createAppRouter(queryClient));

  // Any API answer 401: the session is over (or the token went in another tab), sign in and come back.
  useEffect(
    () =>
      api.onUnauthorized(() => {
        endSession(queryClient);
        // While a page is being opened, come back to that page rather than the one being left.
        const location = router.state.navigation.location ?? router.state.location;
        if (location.pathname !== clientConfig.redirects.authOnly)
          void router.navigate(loginRedirectHref(location));
      }),
    [queryClient, router],
  );

  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
      <UpdatePrompt />
    </QueryClientProvider>
  );
}
