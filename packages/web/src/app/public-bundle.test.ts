import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { build, type Manifest } from 'vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { publicLinkPages } from './route-modules';

/**
 * The public entry's build (decision 055), made as `npm run build` makes it, read through its
 * manifest: it must not pull in the staff app, and what a link page loads stays within its budget.
 */
const webDir = resolve(import.meta.dirname, '../..');
/** Brotli bytes of JavaScript a link page loads (entry, shell, page); about 150 KiB when written. */
const PAGE_BUDGET_BYTES = 165 * 1024;

const SHELL = 'src/app/public-shell.tsx';

let outDir: string;
let manifest: Manifest;

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'crm-public-build-'));
  // Vitest runs with NODE_ENV=test, which would build React's development copy.
  vi.stubEnv('NODE_ENV', 'production');
  await build({
    root: webDir,
    configFile: join(webDir, 'vite.public.config.ts'),
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true, manifest: true },
  });
  vi.unstubAllEnvs();
  manifest = JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}, 120_000);

afterAll(async () => {
  await rm(outDir, { recursive: true, force: true });
});

/** The manifest keys a chunk loads: itself and what it imports, transitively. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  return seen;
}

const brotliBytes = async (keys: Iterable<string>) => {
  let total = 0;
  for (const key of keys) {
    const file = manifest[key]?.file ?? '';
    total += brotliCompressSync(await readFile(join(outDir, file))).length;
  }
  return total;
};

describe('the public entry build', () => {
  it('holds the link pages and its shell, and nothing of the staff app', () => {
    const lazy = Object.entries(manifest)
      .filter(([, chunk]) => chunk.isDynamicEntry)
      .map(([key]) => key);
    // The shell and one page module per link page: the staff app's router would add dozens.
    expect(lazy).toContain(SHELL);
    expect(lazy).toContain('src/app/routes/contract-conditions/review.tsx');
    expect(lazy).toHaveLength(publicLinkPages.length + 1);
    for (const page of lazy.filter((key) => key !== SHELL)) expect(page).toMatch(/^src\/app\/routes\//);
    const files = Object.values(manifest).map((chunk) => chunk.file);
    for (const staff of ['default-layout', 'router', 'get-user', 'dialog-shell', 'menu', 'toaster'])
      expect(files.filter((file) => file.includes(`/${staff}-`))).toEqual([]);
  });

  it('preloads the shell from its HTML', async () => {
    const html = await readFile(join(outDir, 'public.html'), 'utf8');
    const shell = manifest[SHELL]?.file ?? 'missing';
    expect(html).toContain(`<link rel="modulepreload" crossorigin href="/${shell}">`);
    expect(html).toContain(`src="/${manifest['public.html']?.file ?? 'missing'}"`);
  });

  it('keeps what each link page loads within its budget', async () => {
    const shared = closure('public.html', closure(SHELL));
    const pages = Object.entries(manifest)
      .filter(([key, chunk]) => chunk.isDynamicEntry && key !== SHELL)
      .map(([key]) => key);
    for (const page of pages) {
      const bytes = await brotliBytes(closure(page, new Set(shared)));
      expect(bytes, page).toBeGreaterThan(50 * 1024);
      expect(bytes, page).toBeLessThan(PAGE_BUDGET_BYTES);
    }
  });
});
