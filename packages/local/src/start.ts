/**
 * `npm start`: the whole app on this machine, data kept in DATA_DIR between runs.
 * Environment: PORT (3000), DATA_DIR (.data at the repo root), SEED_ADMIN_EMAIL,
 * SEED_ADMIN_PASSWORD, SEED_ADMIN_NAME (the Beheerder created on the first start), SEED_DEMO=1
 * (demo records on a database without relations), EXACT_FAKE_PORT (3001: the Exact Online fake).
 */
import { resolve } from 'node:path';
import { fakeLogin } from './exact-fake/store.ts';
import { findJava, JavaMissingError } from './java.ts';
import { startScheduler, type Scheduler } from './scheduler.ts';
import { removeStackFile, writeStackFile } from './stack-file.ts';
import { repoRoot, startStack, type Stack } from './stack.ts';

const defaultAdmin = {
  email: 'beheerder@example.nl',
  password: 'Beheerder-lokaal-2026!',
  name: 'Beheerder',
} as const;

const env = process.env;
const port = Number(env.PORT ?? 3000);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`PORT must be a port number, not "${env.PORT}".`);
  process.exit(1);
}
const exactPort = Number(env.EXACT_FAKE_PORT ?? 3001);
const dataDir = resolve(env.DATA_DIR ?? resolve(repoRoot, '.data'));
const admin = {
  email: env.SEED_ADMIN_EMAIL || defaultAdmin.email,
  password: env.SEED_ADMIN_PASSWORD || defaultAdmin.password,
  name: env.SEED_ADMIN_NAME || defaultAdmin.name,
};

try {
  findJava();
} catch (error) {
  if (!(error instanceof JavaMissingError)) throw error;
  console.error(error.message);
  process.exit(1);
}

let stack: Stack | undefined;
let scheduler: Scheduler | undefined;
let stopping = false;
async function shutdown(): Promise<void> {
  // A second Ctrl-C does not wait; DynamoDB Local still stops when this process is gone.
  if (stopping) process.exit(130);
  stopping = true;
  console.log('\nStopping…');
  await removeStackFile(dataDir);
  await scheduler?.stop();
  await stack?.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());

try {
  stack = await startStack({ port, exactPort, dataDir, seedAdmin: admin, seedDemo: env.SEED_DEMO === '1' });
  await writeStackFile(dataDir, { pid: process.pid, url: stack.url, env: stack.env });
  // The stage's schedules (stacks/job-schedules.ts, the table SST deploys), run in this process.
  const { runJob } = await import('@crm/core/jobs/jobs');
  scheduler = startScheduler({
    runJob,
    onError: (job, error) => console.error(`Job ${job.name} failed:`, error),
  });
} catch (error) {
  console.error(error);
  process.exit(1);
}

console.log(`
  CRM is running at ${stack.url}

  Beheerder login (created on the first start):
    e-mail:     ${admin.email}
    wachtwoord: ${admin.password}

  Exact Online (fake) at ${stack.env.EXACT_BASE_URL}; its accounts page is /__fake/.
  Connect on ${stack.url}/exact and log in to the fake with:
    gebruikersnaam: ${fakeLogin.email}
    wachtwoord:     ${fakeLogin.password}

  Data is kept in ${dataDir} (delete it to start over).
  The daily job runs now and every day at 06:00 (Amsterdam); \`npm run jobs:daily\` runs it at once.
  Press Ctrl-C to stop.
`);
