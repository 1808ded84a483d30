import { app } from './app.ts';

/**
 * Test support: every route the app answers, as `METHOD /path`, read from Hono's own registry, so
 * tables keyed by route fail when a route is added without its entry.
 */
export function registeredRoutes(): string[] {
  const routes = new Set<string>();
  for (const route of app.routes) if (route.method !== 'ALL') routes.add(`${route.method} ${route.path}`);
  return [...routes].sort();
}

export const mutatingMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function isMutating(route: string): boolean {
  return mutatingMethods.has(route.split(' ')[0] ?? '');
}

/** The route with its path parameters filled in. */
export function pathOf(route: string, id: string): string {
  return (route.split(' ')[1] ?? '').replace(/:[A-Za-z]+/g, encodeURIComponent(id));
}

export function methodOf(route: string): string {
  return route.split(' ')[0] ?? 'GET';
}
