import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// s3rver ships no types; this is the part of its API used here. Typed where it is loaded (not in
// an ambient .d.ts) so every project that type-checks this file sees it.
interface S3rver {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverConstructor = new (options: {
  address: string;
  port: number;
  directory: string;
  silent: boolean;
  configureBuckets: { name: string; configs: string[] }[];
}) => S3rver;
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverConstructor;

export interface S3EmulatorOptions {
  bucket: string;
  /** Origins allowed to upload and download from the browser (the app's origin). */
  corsOrigins: string[];
  /** Where objects are stored; a temporary directory, removed on stop, when left out. */
  directory?: string;
}

export interface S3Emulator {
  endpoint: string;
  stop(): Promise<void>;
}

// s3rver's default (and only) credentials; the SDK must sign with these.
export const s3rverCredentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

/** Starts s3rver in this process on a free port, with the bucket and its CORS rules in place. */
export async function startS3Emulator(options: S3EmulatorOptions): Promise<S3Emulator> {
  const temporary = options.directory === undefined;
  const directory = options.directory ?? (await mkdtemp(join(tmpdir(), 'crm-s3-')));
  await mkdir(directory, { recursive: true });
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    // s3rver logs every request; the app's own errors are what matter locally.
    silent: true,
    configureBuckets: [{ name: options.bucket, configs: [corsConfiguration(options.corsOrigins)] }],
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    async stop() {
      await server.close();
      if (temporary) await rm(directory, { recursive: true, force: true });
    },
  };
}

/** Presigned POST uploads and presigned GET downloads straight from the browser. */
export function corsConfiguration(origins: string[]): string {
  const allowedOrigins = origins.map((origin) => `<AllowedOrigin>${origin}</AllowedOrigin>`).join('');
  return `<CORSConfiguration><CORSRule>${allowedOrigins}<AllowedMethod>GET</AllowedMethod><AllowedMethod>HEAD</AllowedMethod><AllowedMethod>POST</AllowedMethod><AllowedMethod>PUT</AllowedMethod><AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>`;
}
