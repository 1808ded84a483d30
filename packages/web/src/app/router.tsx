import type { Permission } from '@crm/core/auth/permissions';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  redirect,
  type LoaderFunction,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { LoadingScreen } from '../components/ui/loading-screen';
import { clientConfig } from '../config/client';
import { paths } from '../config/paths';
import { getUserQueryOptions, hasPermission } from '../features/auth/api/get-user';
import { loginRedirectHref } from '../lib/auth-redirect';
import { noAccess } from './no-access';
import { ContentErrorBoundary, PageErrorBoundary } from './route-error-boundary';
import { lazyRoute, publicLinkPages, type PublicPage, type RouteModule } from './route-modules';

/** Loads the identity once per app load; every later navigation reads it from the cache. */
const identityLoader = (queryClient: QueryClient) => () => queryClient.ensureQueryData(getUserQueryOptions());

/** Signed-in routes: a guest goes to the login page, which brings them back here afterwards. */
const requireUser =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    if (await queryClient.ensureQueryData(getUserQueryOptions())) return null;
    throw redirect(loginRedirectHref(new URL(request.url)));
  };

/** Guest-only routes: a signed-in user goes to the configured guest-only target (home). */
const requireGuest = (queryClient: QueryClient) => async () => {
  if (await queryClient.ensureQueryData(getUserQueryOptions()))
    throw redirect(clientConfig.redirects.guestOnly);
  return null;
};

/**
 * A page that needs a permission: without it the page shows a 403 in the content area (the API
 * would refuse its data anyway) and its own loader never runs. Checked in the page's loader rather
 * than a parent's, because a parent's loader runs alongside the page's, not before it.
 */
const permittedRoute =
  (queryClient: QueryClient, permission: Permission, load: () => Promise<RouteModule>) =>
  async (): Promise<{ Component: ComponentType; loader: LoaderFunction }> => {
    const { Component, clientLoader } = await load();
    const pageLoader = clientLoader?.(queryClient);
    return {
      Component,
      loader: async (args) => {
        const user = await queryClient.ensureQueryData(getUserQueryOptions());
        if (!hasPermission(user, permission)) throw noAccess();
        return pageLoader ? pageLoader(args) : null;
      },
    };
  };

/** The relation and contract screens (decision 007): path, the permission it needs, the page module. */
const relationPages: [string, Permission, () => Promise<RouteModule>][] = [
  [paths.leads.list.path, 'leads.view', () => import('./routes/leads/leads')],
  [paths.leads.import.path, 'leads.create', () => import('./routes/leads/import-leads')],
  [paths.leads.importContacts.path, 'leads.update', () => import('./routes/leads/import-lead-contacts')],
  [paths.leads.create.path, 'leads.create', () => import('./routes/leads/create-lead')],
  [paths.leads.edit.path, 'leads.update', () => import('./routes/leads/edit-lead')],
  [paths.leads.detail.path, 'leads.view', () => import('./routes/leads/lead')],
  [paths.customers.list.path, 'customers.view', () => import('./routes/customers/customers')],
  [paths.customers.import.path, 'customers.create', () => import('./routes/customers/import-customers')],
  [
    paths.customers.importContacts.path,
    'customers.update',
    () => import('./routes/customers/import-customer-contacts'),
  ],
  [paths.customers.create.path, 'customers.create', () => import('./routes/customers/create-customer')],
  [paths.customers.edit.path, 'customers.update', () => import('./routes/customers/edit-customer')],
  [
    paths.customers.financialEdit.path,
    'customers.financial',
    () => import('./routes/customers/edit-customer-financial'),
  ],
  [paths.customers.detail.path, 'customers.view', () => import('./routes/customers/customer')],
  [paths.onboarding.leadDetail.path, 'leads.view', () => import('./routes/onboarding/onboarding')],
  [paths.onboarding.customerDetail.path, 'customers.view', () => import('./routes/onboarding/onboarding')],
  [paths.suppliers.list.path, 'suppliers.view', () => import('./routes/suppliers/suppliers')],
  [paths.suppliers.import.path, 'suppliers.create', () => import('./routes/suppliers/import-suppliers')],
  [
    paths.suppliers.importContacts.path,
    'suppliers.update',
    () => import('./routes/suppliers/import-supplier-contacts'),
  ],
  [paths.suppliers.create.path, 'suppliers.create', () => import('./routes/suppliers/create-supplier')],
  [paths.suppliers.edit.path, 'suppliers.update', () => import('./routes/suppliers/edit-supplier')],
  [
    paths.suppliers.financialEdit.path,
    'suppliers.financial',
    () => import('./routes/suppliers/edit-supplier-financial'),
  ],
  [paths.suppliers.detail.path, 'suppliers.view', () => import('./routes/suppliers/supplier')],
  [paths.contracts.list.path, 'contracts.view', () => import('./routes/contracts/contracts')],
  [paths.contracts.create.path, 'contracts.create', () => import('./routes/contracts/create-contract')],
  [paths.contracts.edit.path, 'contracts.update', () => import('./routes/contracts/edit-contract')],
  [paths.contracts.detail.path, 'contracts.view', () => import('./routes/contracts/contract')],
  [paths.contracts.conditions.list.path, 'contracts.view', () => import('./routes/contracts/conditions')],
  [
    paths.contracts.conditions.create.path,
    'contracts.update',
    () => import('./routes/contracts/create-condition'),
  ],
  [
    paths.contracts.conditions.edit.path,
    'contracts.update',
    () => import('./routes/contracts/edit-condition'),
  ],
  [paths.contracts.conditions.detail.path, 'contracts.view', () => import('./routes/contracts/condition')],
];

/**
 * The settings of supplier information requests and a request's page (`supplier_requests.manage`;
 * a request's page is under its supplier, whose `suppliers.view` its API answer also needs).
 */
const supplierRequestPages: [string, () => Promise<RouteModule>][] = [
  [paths.supplierRequestSettings.list.path, () => import('./routes/supplier-requests/settings')],
  [paths.supplierRequestSettings.create.path, () => import('./routes/supplier-requests/create-settings')],
  [paths.supplierRequestSettings.edit.path, () => import('./routes/supplier-requests/edit-settings')],
  [paths.supplierRequests.detail.path, () => import('./routes/supplier-requests/request')],
];

/** Contact people follow their parent's permissions; their page loaders check them. */
const contactPages: [string, () => Promise<RouteModule>][] = [
  [paths.contactPeople.create.path, () => import('./routes/contact-people/create-contact')],
  [paths.contactPeople.edit.path, () => import('./routes/contact-people/edit-contact')],
  [paths.contactPeople.detail.path, () => import('./routes/contact-people/contact')],
];

export type { PublicPage, RouteModule };

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(appRoutes(queryClient));
}

export function appRoutes(queryClient: QueryClient, publicPages = publicLinkPages): RouteObject[] {
  return [
    {
      id: 'root',
      loader: identityLoader(queryClient),
      HydrateFallback: LoadingScreen,
      ErrorBoundary: PageErrorBoundary,
      children: [
        {
          id: 'layout-default',
          loader: requireUser(queryClient),
          lazy: async () => ({ Component: (await import('./layouts/default-layout')).DefaultLayout }),
          ErrorBoundary: PageErrorBoundary,
          children: [
            {
              ErrorBoundary: ContentErrorBoundary,
              children: [
                { index: true, lazy: lazyRoute(queryClient, () => import('./routes/home')) },
                {
                  path: paths.users.profile.path,
                  lazy: lazyRoute(queryClient, () => import('./routes/users/profile')),
                },
                {
                  path: paths.users.list.path,
                  lazy: permittedRoute(queryClient, 'users.showAdmin', () => import('./routes/users/users')),
                },
                {
                  path: paths.users.create.path,
                  lazy: permittedRoute(
                    queryClient,
                    'users.showAdmin',
                    () => import('./routes/users/create-user'),
                  ),
                },
                {
                  path: paths.users.edit.path,
                  lazy: permittedRoute(
                    queryClient,
                    'users.showAdmin',
                    () => import('./routes/users/edit-user'),
                  ),
                },
                {
                  path: paths.users.detail.path,
                  lazy: permittedRoute(queryClient, 'users.showAdmin', () => import('./routes/users/user')),
                },
                {
                  path: paths.exact.path,
                  lazy: permittedRoute(queryClient, 'users.showAdmin', () => import('./routes/exact/exact')),
                },
                {
                  path: paths.exactCallback.path,
                  lazy: permittedRoute(
                    queryClient,
                    'users.showAdmin',
                    () => import('./routes/exact/callback'),
                  ),
                },
                {
                  path: paths.contractTypes.list.path,
                  lazy: permittedRoute(
                    queryClient,
                    'contract_types.view',
                    () => import('./routes/contract-types/contract-types'),
                  ),
                },
                {
                  path: paths.contractTypes.create.path,
                  lazy: permittedRoute(
                    queryClient,
                    'contract_types.create',
                    () => import('./routes/contract-types/create-contract-type'),
                  ),
                },
                ...supplierRequestPages.map(([path, load]) => ({
                  path,
                  lazy: permittedRoute(queryClient, 'supplier_requests.manage', load),
                })),
                {
                  path: paths.todos.list.path,
                  lazy: permittedRoute(queryClient, 'todos.view', () => import('./routes/todos/todos')),
                },
                ...relationPages.map(([path, permission, load]) => ({
                  path,
                  lazy: permittedRoute(queryClient, permission, load),
                })),
                ...contactPages.map(([path, load]) => ({ path, lazy: lazyRoute(queryClient, load) })),
              ],
            },
          ],
        },
        {
          id: 'layout-auth',
          lazy: async () => ({ Component: (await import('./layouts/auth-layout')).AuthLayout }),
          ErrorBoundary: PageErrorBoundary,
          children: [
            {
              loader: requireGuest(queryClient),
              ErrorBoundary: ContentErrorBoundary,
              children: [
                {
                  path: paths.auth.login.path,
                  lazy: lazyRoute(queryClient, () => import('./routes/auth/login')),
                },
                {
                  path: paths.auth.forgotPassword.path,
                  lazy: lazyRoute(queryClient, () => import('./routes/auth/forgot-password')),
                },
                {
                  path: paths.auth.passwordSet.path,
                  lazy: lazyRoute(queryClient, () => import('./routes/auth/password-set')),
                },
                {
                  path: paths.auth.passwordReset.path,
                  lazy: lazyRoute(queryClient, () => import('./routes/auth/password-reset')),
                },
              ],
            },
            {
              id: 'public-links',
              ErrorBoundary: ContentErrorBoundary,
              children: publicPages.map(([path, load]) => ({ path, lazy: lazyRoute(queryClient, load) })),
            },
          ],
        },
        {
          id: 'layout-base',
          lazy: async () => ({ Component: (await import('./layouts/base-layout')).BaseLayout }),
          ErrorBoundary: PageErrorBoundary,
          children: [{ path: '*', lazy: lazyRoute(queryClient, () => import('./routes/not-found')) }],
        },
      ],
    },
  ];
}
