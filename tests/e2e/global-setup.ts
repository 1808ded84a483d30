import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot, startStack } from '@crm/local/stack';
import { writeStackFile } from '@crm/local/stack-file';
import { admin, sessionState } from './support.ts';

/**
 * The SPA built in cookie mode (decision 017), into `outDir`: the suite's second app serves it. A
 * child process of its own, so the build runs while the stack starts.
 */
function buildCookieModeSpa(outDir: string): Promise<void> {
  const vite = join(repoRoot, 'node_modules/.bin/vite');
  const build = spawn(vite, ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: join(repoRoot, 'packages/web'),
    env: { ...process.env, VITE_AUTH_MODE: 'cookie' },
    stdio: 'inherit',
  });
  return new Promise((resolve, reject) => {
    build.on('error', reject);
    build.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error('The cookie-mode build of the SPA failed')),
    );
  });
}

/**
 * Starts the whole app as `npm start` does (DynamoDB Local, S3 emulator, API serving the built SPA)
 * on a free port with fresh data, seeded with one Beheerder. Mail goes to a local outbox, a JSON
 * file per message, which the tests read (E2E_OUTBOX_DIR). A second server on the same data
 * serves the API in cookie mode with a cookie-mode build of the SPA (E2E_COOKIE_BASE_URL), for the
 * specs both auth modes must pass. The data directory names the stack as `npm start` does
 * (`stack.json`, E2E_DATA_DIR), so a spec can run `npm run jobs:daily` against it. Returns the
 * teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  // The API's request log would drown the test report; LOG_LEVEL=info shows it again.
  process.env.LOG_LEVEL ??= 'silent';
  const dataDir = await mkdtemp(join(tmpdir(), 'crm-e2e-'));
  // The API runs in this process and reads these when it sends mail. The local stack may set its
  // own outbox and app URL; then those win.
  process.env.MAIL_OUTBOX_DIR = join(dataDir, 'outbox');
  process.env.MAIL_QUIET = '1';
  const cookieWebDir = join(dataDir, 'web-cookie');
  // Started first, awaited last: the build and the stack's start overlap.
  const cookieBuild = buildCookieModeSpa(cookieWebDir);
  // A failed start must not leave the build's promise rejected unhandled.
  cookieBuild.catch(() => undefined);
  const stack = await startStack({ port: 0, dataDir, inMemory: true, seedAdmin: admin, quiet: true });
  process.env.APP_URL = stack.env.APP_URL ?? stack.url;
  process.env.E2E_BASE_URL = stack.url;
  process.env.E2E_OUTBOX_DIR = stack.env.MAIL_OUTBOX_DIR ?? process.env.MAIL_OUTBOX_DIR;
  await writeStackFile(dataDir, { pid: process.pid, url: stack.url, env: stack.env });
  process.env.E2E_DATA_DIR = dataDir;
  await signInAdminOnce(stack.url, dataDir);

  await cookieBuild;
  const { startApiServer } = await import('@crm/api/node');
  const cookieServer = await startApiServer({ port: 0, webDir: cookieWebDir, authMode: 'cookie' });
  process.env.E2E_COOKIE_BASE_URL = `http://localhost:${cookieServer.port}`;
  return async () => {
    await cookieServer.close();
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}

/**
 * Signs the seeded Beheerder in once for the whole run (each sign-in is a full scrypt): the token
 * serves `apiLogin` for the Beheerder, and a storage state with the SPA's token cookie lets specs
 * whose subject is not signing in start signed in (E2E_ADMIN_TOKEN, E2E_ADMIN_STATE).
 */
async function signInAdminOnce(url: string, dataDir: string): Promise<void> {
  const response = await fetch(new URL('/api/login', url), {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  if (response.status !== 200) throw new Error(`Beheerder sign-in failed: ${response.status}`);
  const { token } = (await response.json()) as { token: string };
  const state = sessionState(url, token);
  const statePath = join(dataDir, 'admin-state.json');
  await writeFile(statePath, JSON.stringify(state));
  process.env.E2E_ADMIN_TOKEN = token;
  process.env.E2E_ADMIN_STATE = statePath;
}
