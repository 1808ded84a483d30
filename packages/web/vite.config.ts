import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { routePatterns } from './src/config/paths';

/**
 * Gives every build an id: compiled into the bundle as `import.meta.env.VITE_BUILD_ID` and written
 * to `dist/build.json`, which the running app polls to notice that a newer build is deployed.
 */
function buildInfo(): Plugin {
  const id = `${new Date().toISOString().replace(/[-:.TZ]/g, '')}-${crypto.randomUUID().slice(0, 8)}`;
  return {
    name: 'crm-build-info',
    config: (_config, { command }) => ({
      define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(command === 'build' ? id : 'dev') },
    }),
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'build.json',
        source: `${JSON.stringify({ id, builtAt: new Date().toISOString() })}\n`,
      });
      // The route patterns, for the server's answer to crawlers (packages/api/src/crawler-answer.ts).
      this.emitFile({
        type: 'asset',
        fileName: 'routes.json',
        source: `${JSON.stringify(routePatterns())}\n`,
      });
    },
  };
}

/** What CloudFront compresses (text types, 1,000 bytes and more); the rest is sent as it is. */
const COMPRESSIBLE = /\.(js|css|html|json|svg|txt|webmanifest)$/;
const MIN_BYTES = 1000;

async function* filesIn(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesIn(path);
    else yield path;
  }
}

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside each text file of the build, so the local
 * server sends compressed files as CloudFront does in AWS (decision 049). CloudFront compresses on
 * its own and never asks for these copies.
 */
export function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gzipped = promisify(gzip);
  let outDir = 'dist';
  return {
    name: 'crm-precompress',
    apply: 'build',
    configResolved: (config) => void (outDir = config.build.outDir),
    async closeBundle() {
      for await (const path of filesIn(outDir)) {
        if (!COMPRESSIBLE.test(path)) continue;
        const { size, mtimeMs } = await stat(path);
        if (size < MIN_BYTES) continue;
        // Written by the other build into the same dist/ (the public entry's, decision 055).
        const copy = await stat(`${path}.gz`).catch(() => null);
        if (copy && copy.mtimeMs >= mtimeMs) continue;
        const body = await readFile(path);
        await writeFile(
          `${path}.br`,
          await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
        );
        await writeFile(`${path}.gz`, await gzipped(body, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  // The outsider's link pages are a build of their own: vite.public.config.ts (decision 055).
  plugins: [react(), tailwindcss(), buildInfo(), precompress()],
  server: {
    // `npm run dev -w @crm/web` serves the SPA with hot reload; API calls go to a running `npm start`.
    proxy: { '/api': process.env.CRM_DEV_API_URL ?? 'http://localhost:3000' },
  },
});
