import { Hono, type Context, type Env, type Schema } from 'hono';
import type { RouterRoute } from 'hono/types';

/**
 * A route group imported on its first request (decision 033). A cold start then loads Hono, the
 * middleware and the routes that answer `GET /api/user`; each other group, with its zod schemas,
 * is imported when a request first reaches its prefix, and kept for the life of the process.
 *
 * The group answers inside the app's own request: the app's middleware (request id, logging,
 * Server-Timing, headers, CORS, body limit, CSRF) has run around it, and an error it throws is
 * handed back to the app's one error handler.
 */
export interface LazyGroup {
  /** The group's path under the app's base path, e.g. `/leads`. */
  readonly prefix: string;
  /** The group's routes with the app's base path, once loaded (see `route-table.ts`). */
  routes(): Promise<RouterRoute[]>;
  /** Answers a request that reached the group's prefix. */
  answer(c: Context): Promise<Response>;
}

export function lazyGroup<E extends Env, S extends Schema, B extends string>(options: {
  basePath: string;
  prefix: string;
  load: () => Promise<Hono<E, S, B>>;
  notFound: (c: Context) => Response;
}): LazyGroup {
  let built: Promise<Hono> | undefined;
  const build = () => {
    built ??= options.load().then(
      (routes) => {
        const group = new Hono().basePath(`${options.basePath}${options.prefix}`);
        group.route('/', routes);
        group.notFound(options.notFound);
        // Thrown on to the app, whose error handler answers with the app's request context.
        group.onError((error) => {
          throw error;
        });
        return group;
      },
      (error: unknown) => {
        // A failed import is tried again by the next request rather than remembered.
        built = undefined;
        throw error;
      },
    );
    return built;
  };
  return {
    prefix: options.prefix,
    routes: async () => (await build()).routes,
    answer: async (c) => (await build()).fetch(c.req.raw, c.env),
  };
}
