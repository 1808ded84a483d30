import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../../stacks/security-headers.ts';
import { startApiServer } from './node.ts';

const publicHtml = `<!doctype html><title>Link</title><!-- ${'public '.repeat(200)} -->`;
const bigScript = `export const words = ${JSON.stringify('relatiebeheer '.repeat(200))};\n`;
let webDir: string;
let server: { port: number; close(): Promise<void> };
const url = (path: string) => `http://127.0.0.1:${server.port}${path}`;

beforeAll(async () => {
  webDir = await mkdtemp(join(tmpdir(), 'crm-node-site-'));
  await mkdir(join(webDir, 'assets'));
  await writeFile(join(webDir, 'index.html'), '<!doctype html><title>Relatiebeheer</title>');
  // The public entry of the outsider's link pages and the rule the build writes for it (decision 055).
  await writeFile(join(webDir, 'public.html'), publicHtml);
  await writeFile(join(webDir, 'public.html.br'), brotliCompressSync(publicHtml));
  await writeFile(join(webDir, 'public.html.gz'), gzipSync(publicHtml));
  await writeFile(
    join(webDir, 'public-paths.json'),
    JSON.stringify({
      html: 'public.html',
      serve: '^/(?:contract-conditions/[^/]+/[^/]+|supplier-information-requests/[^/]+)/?$',
      except: '^/(?:supplier-information-requests/settings)/?$',
    }),
  );
  await writeFile(join(webDir, 'assets', 'app-123.js'), 'export {};');
  // A build's text file with the Brotli and gzip copies the SPA's build writes beside it.
  await writeFile(join(webDir, 'assets', 'big-456.js'), bigScript);
  await writeFile(join(webDir, 'assets', 'big-456.js.br'), brotliCompressSync(bigScript));
  await writeFile(join(webDir, 'assets', 'big-456.js.gz'), gzipSync(bigScript));
  server = await startApiServer({ port: 0, webDir });
});

afterAll(async () => {
  await server.close();
  await rm(webDir, { recursive: true, force: true });
});

describe('the local server of the SPA', () => {
  it.each(['/', '/leads/01ABC', '/assets/app-123.js', '/assets/ontbreekt.js'])(
    'sends the security headers CloudFront sends on %s',
    async (path) => {
      const response = await fetch(url(path));
      const csp = response.headers.get('Content-Security-Policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("default-src 'self'");
      // The one definition's text, with the local S3 emulator where the bucket stands.
      const bucket = process.env.S3_ENDPOINT ? [new URL(process.env.S3_ENDPOINT).origin] : [];
      expect(csp).toBe(contentSecurityPolicy({ api: [], bucket }));
      expect(response.headers.get('X-Frame-Options')).toBe('DENY');
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(response.headers.get('Referrer-Policy')).toBe('no-referrer');
      expect(response.headers.get('Strict-Transport-Security')).toBe('max-age=63072000; includeSubDomains');
    },
  );

  it('serves the shell for client-side routes and the asset that exists', async () => {
    const shell = await fetch(url('/leads/01ABC'));
    expect(shell.status).toBe(200);
    expect(await shell.text()).toContain('<title>Relatiebeheer</title>');
    const asset = await fetch(url('/assets/app-123.js'));
    expect(asset.status).toBe(200);
    expect(await asset.text()).toBe('export {};');
  });

  it('sends the compressed copy the browser accepts, as CloudFront compresses', async () => {
    const as = (encoding: string) =>
      fetch(url('/assets/big-456.js'), { headers: { 'Accept-Encoding': encoding } });
    const brotli = await as('gzip, deflate, br');
    expect(brotli.headers.get('Content-Encoding')).toBe('br');
    expect(brotli.headers.get('Vary')).toContain('Accept-Encoding');
    expect(brotli.headers.get('Content-Type')).toMatch(/javascript/);
    expect(await brotli.text()).toBe(bigScript);
    const gzipped = await as('gzip');
    expect(gzipped.headers.get('Content-Encoding')).toBe('gzip');
    expect(await gzipped.text()).toBe(bigScript);
    const plain = await as('identity');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toBe(bigScript);
  });

  it.each(['/contract-conditions/eyJ.token/01ABC', '/supplier-information-requests/eyJ.token/'])(
    'serves the public entry, compressed, for the link page %s',
    async (path) => {
      const response = await fetch(url(path), { headers: { 'Accept-Encoding': 'br' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Encoding')).toBe('br');
      expect(response.headers.get('Cache-Control')).toBe('no-cache');
      expect(response.headers.get('Content-Security-Policy')).toContain("default-src 'self'");
      expect(await response.text()).toBe(publicHtml);
    },
  );

  it.each(['/supplier-information-requests/settings', '/contract-conditions/eyJ.token', '/'])(
    'serves the staff app for %s',
    async (path) => {
      const response = await fetch(url(path));
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>Relatiebeheer</title>');
    },
  );

  it('answers a missing asset with 404, not the HTML shell', async () => {
    const response = await fetch(url('/assets/ontbreekt.js'));
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('<title>');
  });

  it('leaves /api to the API', async () => {
    const response = await fetch(url('/api/bestaat-niet'));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Niet gevonden.' });
  });
});
