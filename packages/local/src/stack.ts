import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startDynamoDbLocal } from './dynamodb-local.ts';
import { startExactFake } from './exact-fake/index.ts';
import { freePort } from './free-port.ts';
import { s3rverCredentials, startS3Emulator } from './s3.ts';
import { loadSecrets } from './secrets.ts';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const tableName = 'crm-local';
const bucketName = 'crm-local';

export interface ServicesOptions {
  /** Keeps DynamoDB (`<dataDir>/dynamodb`), S3 objects (`<dataDir>/s3`) and secrets here. */
  dataDir?: string;
  /** Keeps nothing: DynamoDB in memory, objects in a temporary directory. Implied without dataDir. */
  inMemory?: boolean;
  /** Port of the Exact Online fake; a free one when left out. */
  exactPort?: number;
  /** Origins the bucket's CORS rules allow; any port on localhost when left out. */
  appOrigins?: string[];
  quiet?: boolean;
}

export interface Services {
  /** What the app reads: `SST_RESOURCE_*` for `Resource` from 'sst', endpoints and credentials. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export interface StackOptions {
  /** Port for the app (SPA and /api); a free one when 0. */
  port: number;
  dataDir: string;
  inMemory?: boolean;
  /** The built SPA; `packages/web/dist` when left out. */
  webDir?: string;
  /** Port of the Exact Online fake; a free one when left out. */
  exactPort?: number;
  /** Creates this Beheerder when no user has the e-mail address yet. */
  seedAdmin?: { email: string; password: string; name: string };
  /** Adds demo records made by the seeded Beheerder, on a database without relations. */
  seedDemo?: boolean;
  quiet?: boolean;
}

export interface Stack {
  url: string;
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** Things started so far, stopped in reverse order; on a failed start nothing is left running. */
class Started {
  private stops: (() => Promise<void>)[] = [];

  add(stop: () => Promise<void>): void {
    this.stops.push(stop);
  }

  async stopAll(): Promise<void> {
    for (const stop of this.stops.splice(0).reverse()) await stop();
  }

  async orStopAll<T>(start: () => Promise<T>): Promise<T> {
    try {
      return await start();
    } catch (error) {
      await this.stopAll();
      throw error;
    }
  }
}

/**
 * Starts DynamoDB Local and the S3 emulator on free ports, puts their settings on process.env
 * and creates the table. Core and api modules create their clients when first imported, so they
 * must be imported after this (with `await import()`), and one process runs one set of services.
 */
export async function startServices(options: ServicesOptions = {}): Promise<Services> {
  const started = new Started();
  return started.orStopAll(() => runServices(started, options));
}

async function runServices(started: Started, options: ServicesOptions): Promise<Services> {
  const dataDir = options.inMemory || !options.dataDir ? undefined : resolve(options.dataDir);
  const dynamodb = await startDynamoDbLocal({ dbPath: dataDir && join(dataDir, 'dynamodb') });
  started.add(dynamodb.stop);
  const s3 = await startS3Emulator({
    bucket: bucketName,
    corsOrigins: options.appOrigins ?? ['http://localhost:*', 'http://127.0.0.1:*'],
    directory: dataDir && join(dataDir, 's3'),
  });
  started.add(s3.stop);
  const secrets = await loadSecrets(dataDir && join(dataDir, 'secrets.json'));
  // Exact Online's stand-in: the app reaches it over HTTP only, with its client id and secret.
  const exact = await startExactFake({ port: options.exactPort ?? 0, dataDir });
  started.add(exact.close);

  const env: Record<string, string> = {
    SST_RESOURCE_App: JSON.stringify({ name: 'crm', stage: 'local' }),
    SST_RESOURCE_Table: JSON.stringify({ name: tableName }),
    SST_RESOURCE_Bucket: JSON.stringify({ name: bucketName }),
    SST_RESOURCE_JwtSecret: JSON.stringify({ value: secrets.jwtSecret }),
    SST_RESOURCE_ExactClientId: JSON.stringify({ value: exact.clientId }),
    SST_RESOURCE_ExactClientSecret: JSON.stringify({ value: exact.clientSecret }),
    EXACT_BASE_URL: exact.url,
    DYNAMODB_ENDPOINT: dynamodb.endpoint,
    S3_ENDPOINT: s3.endpoint,
    AWS_REGION: 'eu-west-1',
    AWS_ACCESS_KEY_ID: s3rverCredentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: s3rverCredentials.secretAccessKey,
    // The engines field allows Node 20; the SDK's notice about its future Node 22 minimum is noise here.
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  };
  Object.assign(process.env, env);

  const { ensureTable } = await import('@crm/core/db/create-table');
  await ensureTable();

  if (!options.quiet) {
    console.log(`DynamoDB Local  ${dynamodb.endpoint}  table ${tableName}`);
    console.log(`S3 emulator     ${s3.endpoint}  bucket ${bucketName}`);
    console.log(`Exact fake      ${exact.url}  (its accounts page: ${exact.url}/__fake/)`);
  }
  return { env, stop: () => started.stopAll() };
}

/** The whole app on one port: the services, the seeded Beheerder, and the API serving the SPA. */
export async function startStack(options: StackOptions): Promise<Stack> {
  const port = options.port || (await freePort());
  const services = await startServices({
    dataDir: options.dataDir,
    inMemory: options.inMemory,
    appOrigins: [`http://localhost:${port}`, `http://127.0.0.1:${port}`],
    exactPort: options.exactPort,
    quiet: options.quiet,
  });
  const started = new Started();
  started.add(services.stop);
  // Mail goes to the outbox in the data directory (a temporary one when nothing is kept).
  const outboxDir =
    options.inMemory || !options.dataDir
      ? await mkdtemp(join(tmpdir(), 'crm-outbox-'))
      : join(resolve(options.dataDir), 'outbox');
  const appEnv = { MAIL_OUTBOX_DIR: outboxDir, APP_URL: `http://localhost:${port}` };
  Object.assign(process.env, appEnv);
  const env = { ...services.env, ...appEnv };
  return started.orStopAll(async () => {
    // This process's hooks, before it seeds, serves or runs a job (core/src/wiring.ts).
    const { wireHooks } = await import('@crm/core/wiring');
    wireHooks();
    if (options.seedAdmin) {
      const { ensureAdmin } = await import('@crm/core/users/seed');
      await ensureAdmin(options.seedAdmin);
      if (options.seedDemo) {
        const { findUserIdByEmail } = await import('@crm/core/users/repository');
        const { seedDemoData } = await import('./demo-data.ts');
        const id = await findUserIdByEmail(options.seedAdmin.email);
        if (id && (await seedDemoData({ id, name: options.seedAdmin.name })) && !options.quiet)
          console.log('Demo data added: leads, customers, suppliers and todos.');
      }
    }
    // Data kept from an earlier version gets the search and sort items this version reads (once).
    const { ensureStoredData } = await import('@crm/core/jobs/upgrades');
    const reindexed = await ensureStoredData();
    if (reindexed > 0 && !options.quiet)
      console.log(`Search index brought up to date for ${reindexed} records.`);
    const { startApiServer } = await import('@crm/api/node');
    const server = await startApiServer({
      port,
      // Only this machine: the seeded Beheerder has a documented password.
      hostname: '127.0.0.1',
      webDir: options.webDir ?? join(repoRoot, 'packages/web/dist'),
    });
    started.add(server.close);
    return { url: `http://localhost:${server.port}`, env, stop: () => started.stopAll() };
  });
}
