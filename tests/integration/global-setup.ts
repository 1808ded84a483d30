import type { TestProject } from 'vitest/node';
import { startServices } from '@crm/local/stack';

/**
 * Starts DynamoDB Local and the S3 emulator once for the whole run, in memory on free ports.
 * startServices puts their settings on process.env, and Vitest hands this process's environment
 * to the test workers it forks afterwards, so core's clients find them at import time.
 */
export default async function setup(_project: TestProject): Promise<() => Promise<void>> {
  const services = await startServices({ inMemory: true, quiet: true });
  return () => services.stop();
}
