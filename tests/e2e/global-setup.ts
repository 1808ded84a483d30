import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStack } from '@crm/local/stack';
import { admin } from './support.ts';

/**
 * Starts the whole app as `npm start` does (DynamoDB Local, S3 emulator, API serving the built SPA)
 * on a free port with fresh data, seeded with one Beheerder. Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  // The API's request log would drown the test report; LOG_LEVEL=info shows it again.
  process.env.LOG_LEVEL ??= 'silent';
  const dataDir = await mkdtemp(join(tmpdir(), 'crm-e2e-'));
  const stack = await startStack({ port: 0, dataDir, inMemory: true, seedAdmin: admin, quiet: true });
  process.env.E2E_BASE_URL = stack.url;
  return async () => {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
