import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { AuthMode } from '@crm/core/auth/auth-mode';
import { app } from './app.ts';
import { crawlerNotFound } from './crawler-answer.ts';
import { siteSecurityHeaders } from './site-headers.ts';

/** The build's `public-paths.json` (decision 055): which paths get the public entry's HTML. */
type PublicPaths = { html: string; serve: string; except: string };

async function publicPathsOf(file: string): Promise<PublicPaths | null> {
  return readFile(file, 'utf8')
    .then((text) => JSON.parse(text) as PublicPaths)
    .catch(() => null);
}

/**
 * The API on Node with the built SPA on the same port: /api/* goes to the app, any other path is
 * a static file or, for client-side routes, an HTML entry: `public.html` for the outsider's link
 * pages (decision 055, as the CloudFront function routes them in AWS), index.html for the rest.
 * Every answer of the site carries the headers CloudFront adds in AWS; a missing asset is a 404,
 * never the HTML shell.
 */
function site(webDir: string): Hono {
  const root = relative(process.cwd(), webDir) || '.';
  const indexPath = join(webDir, 'index.html');
  const headers = siteSecurityHeaders();
  const spa = new Hono();
  spa.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  });
  spa.use(
    '/assets/*',
    serveStatic({
      root,
      // The build's Brotli and gzip copies (packages/web/vite.config.ts), as CloudFront compresses.
      precompressed: true,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  spa.all('/assets/*', (c) => c.text('Niet gevonden.', 404));
  spa.use(
    '*',
    serveStatic({
      root,
      precompressed: true,
      onFound: (_path, c) => void c.header('Cache-Control', 'no-cache'),
    }),
  );
  spa.use('*', crawlerNotFound(join(webDir, 'routes.json')));
  spa.get('*', async (c, next) => {
    const rule = await publicPathsOf(join(webDir, 'public-paths.json'));
    const path = c.req.path;
    if (!rule || !new RegExp(rule.serve).test(path) || new RegExp(rule.except).test(path)) return next();
    // Compressed as the assets are (CloudFront compresses the HTML too).
    return serveStatic({
      root,
      path: rule.html,
      precompressed: true,
      onFound: (_path, found) => void found.header('Cache-Control', 'no-cache'),
    })(c, next);
  });
  spa.get('*', async (c) => {
    if (!existsSync(indexPath))
      return c.text('De webapp is niet gebouwd: draai `npm run build -w @crm/web`.', 503);
    c.header('Cache-Control', 'no-cache');
    return c.html(await readFile(indexPath, 'utf8'));
  });
  return spa;
}

export function startApiServer(options: {
  port: number;
  hostname?: string;
  webDir?: string;
  /** Serves the API in this auth mode rather than AUTH_MODE's (middleware/auth-mode.ts). */
  authMode?: AuthMode;
}): Promise<{ port: number; close(): Promise<void> }> {
  const spa = options.webDir ? site(options.webDir) : undefined;
  return new Promise((resolve) => {
    const server = serve(
      {
        port: options.port,
        hostname: options.hostname ?? '127.0.0.1',
        fetch: (request, nodeEnv) => {
          const env = options.authMode ? { ...nodeEnv, authMode: options.authMode } : nodeEnv;
          const { pathname } = new URL(request.url);
          if (pathname === '/api' || pathname.startsWith('/api/') || !spa) return app.fetch(request, env);
          return spa.fetch(request, env);
        },
      },
      (info) =>
        resolve({
          port: info.port,
          close: () =>
            new Promise<void>((done, fail) => server.close((error) => (error ? fail(error) : done()))),
        }),
    );
  });
}
