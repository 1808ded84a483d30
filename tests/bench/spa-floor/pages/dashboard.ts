/**
 * The login floor plus what the design card has every signed-in page use: TanStack Query for the
 * data, zod for the identity the API answers, and Headless UI for the shell's menu and dialog.
 * Bundled by `measure.ts`.
 */
import { Dialog, DialogPanel, Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createElement as h, useState } from 'react';
import { createBrowserRouter } from 'react-router';
import * as z from 'zod';
import { LoginForm, mount } from './page.ts';

const identity = z.object({ id: z.string(), name: z.string(), permissions: z.array(z.string()) });

function Dashboard() {
  const [open, setOpen] = useState(false);
  const user = useQuery({
    queryKey: ['user'],
    queryFn: async () => identity.parse(await (await fetch('/api/user')).json()),
  });
  return h(
    'main',
    null,
    h(
      Menu,
      null,
      h(MenuButton, null, user.data?.name),
      h(MenuItems, null, h(MenuItem, null, h('button', { onClick: () => setOpen(true) }, 'Uitloggen'))),
    ),
    h(Dialog, { open, onClose: () => setOpen(false) }, h(DialogPanel, null, 'Welkom')),
  );
}

const queryClient = new QueryClient();
mount(
  createBrowserRouter([
    { path: '/login', Component: LoginForm },
    { path: '/', Component: Dashboard },
  ]),
  (app) => h(QueryClientProvider, { client: queryClient }, app),
);
