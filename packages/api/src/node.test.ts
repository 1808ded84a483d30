import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../../stacks/security-headers.ts';
import { startApiServer } from './node.ts';

let webDir: string;
let server: { port: number; close(): Promise<void> };
const url = (path: string) => `http://127.0.0.1:${server.port}${path}`;

beforeAll(async () => {
  webDir = await mkdtemp(join(tmpdir(), 'crm-node-site-'));
  await mkdir(join(webDir, 'assets'));
  await writeFile(join(webDir, 'index.html'), '<!doctype html><title>Relatiebeheer</title>');
  await writeFile(join(webDir, 'assets', 'app-123.js'), 'export {};');
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
