import type { RouterRoute } from 'hono/types';
import { app, lazyGroups } from './app.ts';

/**
 * Test support: every route entry in Hono's registries, the app's own and each lazily loaded
 * group's (loaded here), with its full path.
 */
export async function routeEntries(): Promise<RouterRoute[]> {
  const groups = await Promise.all(lazyGroups.map((group) => group.routes()));
  return [...app.routes, ...groups.flat()];
}

/**
 * Every route the app answers, as `METHOD /path`, so tables keyed by route fail when a route is
 * added without its entry. A lazy group's catch-all (method ALL) is not a route of its own.
 */
export async function registeredRoutes(): Promise<string[]> {
  const routes = new Set<string>();
  for (const route of await routeEntries())
    if (route.method !== 'ALL') routes.add(`${route.method} ${route.path}`);
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
