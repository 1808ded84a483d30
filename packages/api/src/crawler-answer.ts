import { readFile } from 'node:fs/promises';
import { createMiddleware } from 'hono/factory';
import { isCrawler, matchesRoute } from '@crm/core/crawlers';

/**
 * The seed: "For crawler visitors the error page is not rendered". A crawler asking for a path no
 * route of the SPA knows gets the 404 status and the seed's text, not the app's HTML shell.
 * `routesFile` is the build's `routes.json`; without it every path counts as known.
 */
export function crawlerNotFound(routesFile: string) {
  return createMiddleware(async (c, next) => {
    if (!isCrawler(c.req.header('User-Agent'))) return next();
    const patterns = await readFile(routesFile, 'utf8')
      .then((text) => JSON.parse(text) as string[])
      .catch(() => null);
    if (patterns && !matchesRoute(c.req.path, patterns)) {
      return c.text(`Page Not Found: ${c.req.path}`, 404, { 'Cache-Control': 'no-cache' });
    }
    await next();
  });
}
