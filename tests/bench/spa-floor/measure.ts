/**
 * The SPA's floor: the design card's libraries alone, as the login page and a signed-in page need
 * them (`pages/login.ts`, `pages/dashboard.ts`), bundled for production by esbuild (minified, one file each,
 * tree-shaken) and gzip-compressed like the SPA bench's files. What the SPA loads beyond these is
 * ours to cut; what these weigh is the stack's.
 */
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export interface SpaFloor {
  loginGzipKiB: number;
  dashboardGzipKiB: number;
}

const here = fileURLToPath(new URL('.', import.meta.url));

async function gzipKiB(entry: string): Promise<number> {
  const result = await build({
    entryPoints: [`${here}pages/${entry}`],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
    logLevel: 'error',
  });
  const bytes = result.outputFiles.reduce((total, file) => total + gzipSync(file.contents).length, 0);
  return +(bytes / 1024).toFixed(1);
}

export async function measureSpaFloor(): Promise<SpaFloor> {
  return { loginGzipKiB: await gzipKiB('login.ts'), dashboardGzipKiB: await gzipKiB('dashboard.ts') };
}
