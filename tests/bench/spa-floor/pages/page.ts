/**
 * What both floor pages share: a bare two-field login form, and rendering a router into `#root`
 * as the SPA's `main.tsx` does.
 */
import { createElement as h, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import type { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';

export function LoginForm() {
  return h(
    'form',
    { method: 'post' },
    h('input', { name: 'email', type: 'email' }),
    h('input', { name: 'password', type: 'password' }),
    h('button', { type: 'submit' }, 'Inloggen'),
  );
}

export function mount(
  router: ReturnType<typeof createBrowserRouter>,
  wrap: (app: ReactElement) => ReactElement = (app) => app,
) {
  const root = document.getElementById('root');
  if (root) createRoot(root).render(wrap(h(RouterProvider, { router })));
}
