import { lazyGroup } from './lazy-group.ts';
import { app, notFound } from './start-up.ts';

/**
 * The whole API, under /api: what a cold start loads (`start-up.ts`) and every other route group,
 * imported on its first request (decision 033). `lambda.ts` and `node.ts` both serve this app.
 * A group's module imports `../start-up.ts` (decision 034; `app.test.ts` checks it).
 */
export { app };

const lazily = { basePath: '/api', notFound };

/** The route groups imported on their first request, by path under /api. */
export const lazyGroups = [
  lazyGroup({
    ...lazily,
    prefix: '/password',
    load: async () => (await import('./routes/password.ts')).passwordRoutes,
  }),
  lazyGroup({
    ...lazily,
    prefix: '/profile',
    load: async () => (await import('./routes/profile.ts')).profileRoutes,
  }),
  lazyGroup({
    ...lazily,
    prefix: '/users',
    load: async () => (await import('./routes/users.ts')).userRoutes,
  }),
  lazyGroup({
    ...lazily,
    prefix: '/leads',
    load: async () => (await import('./routes/leads.ts')).leadRoutes,
  }),
  lazyGroup({
    ...lazily,
    prefix: '/customers',
    load: async () => (await import('./routes/customers.ts')).customerRoutes,
  }),
  lazyGroup({
    ...lazily,
    prefix: '/suppliers',
    load: async () => (await import('./routes/suppliers.ts')).supplierRoutes,
  }),
  lazyGroup({
    ...lazily,
    prefix: '/contacts',
    load: async () => (await import('./routes/contacts.ts')).contactRoutes,
  }),
  lazyGroup({
    ...lazily,
    prefix: '/directory',
    load: async () => (await import('./routes/directory.ts')).directoryRoutes,
  }),
  lazyGroup({
    ...lazily,
    prefix: '/search',
    load: async () => (await import('./routes/search.ts')).searchRoutes,
  }),
  lazyGroup({
    ...lazily,
    prefix: '/todos',
    load: async () => (await import('./routes/todos.ts')).todoRoutes,
  }),
  lazyGroup({
    ...lazily,
    prefix: '/dashboard',
    load: async () => (await import('./routes/dashboard.ts')).dashboardRoutes,
  }),
  lazyGroup({
    ...lazily,
    prefix: '/exports',
    load: async () => (await import('./routes/exports.ts')).exportRoutes,
  }),
  lazyGroup({
    ...lazily,
    prefix: '/imports',
    load: async () => (await import('./routes/imports.ts')).importRoutes,
  }),
  lazyGroup({
    ...lazily,
    prefix: '/files',
    load: async () => (await import('./routes/files.ts')).fileRoutes,
  }),
  lazyGroup({
    ...lazily,
    prefix: '/contracts',
    load: async () => (await import('./routes/contracts.ts')).contractRoutes,
  }),
  lazyGroup({
    ...lazily,
    prefix: '/calendar',
    load: async () => (await import('./routes/calendar.ts')).calendarFeedRoutes,
  }),
  lazyGroup({
    ...lazily,
    prefix: '/contract-types',
    load: async () => (await import('./routes/contract-types.ts')).contractTypeRoutes,
  }),
  lazyGroup({
    ...lazily,
    prefix: '/contract-conditions',
    load: async () => (await import('./routes/contract-condition-links.ts')).contractConditionLinkRoutes,
  }),
  lazyGroup({
    ...lazily,
    prefix: '/supplier-requests',
    load: async () => (await import('./routes/supplier-requests.ts')).supplierRequestRoutes,
  }),
  lazyGroup({
    ...lazily,
    prefix: '/supplier-information-requests',
    load: async () => (await import('./routes/supplier-request-links.ts')).supplierRequestLinkRoutes,
  }),
  lazyGroup({
    ...lazily,
    prefix: '/onboardings',
    load: async () => (await import('./routes/onboardings.ts')).onboardingRoutes,
  }),
  lazyGroup({
    ...lazily,
    prefix: '/onboarding-links',
    load: async () => (await import('./routes/onboarding-links.ts')).onboardingLinkRoutes,
  }),
  lazyGroup({
    ...lazily,
    prefix: '/staged',
    load: async () => (await import('./routes/staged.ts')).stagedRoutes,
  }),
  // Before any `/exact` group: the first group whose prefix matches answers (decision 045).
  lazyGroup({
    ...lazily,
    prefix: '/exact/attention',
    load: async () => (await import('./routes/sync-attention.ts')).exactAttentionRoutes,
  }),
  lazyGroup({
    ...lazily,
    prefix: '/exact',
    load: async () => (await import('./routes/exact.ts')).exactRoutes,
  }),
];
for (const group of lazyGroups) {
  app.all(group.prefix, group.answer);
  app.all(`${group.prefix}/*`, group.answer);
}
