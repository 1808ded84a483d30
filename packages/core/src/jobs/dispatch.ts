import type { LambdaClient } from '@aws-sdk/client-lambda';
import { Resource } from 'sst';
import { awsClientOptions, serviceTimeouts } from '../db/aws-options.ts';
import { measure } from '../db/metrics.ts';
import { log } from '../log.ts';
import type { Job } from './jobs.ts';

// One client per process, created when the first job is sent to the jobs function: the SDK is not
// loaded at a cold start (decision 018).
let lambda: LambdaClient | undefined;

const running = new Set<Promise<void>>();

/**
 * Starts a job and returns at once. In AWS the jobs function is linked to the API: the job is
 * invoked there asynchronously (InvocationType Event) and runs up to its own, longer timeout.
 * Locally and in tests nothing is linked: the job runs in this process, in the background, after
 * the current request has answered (and outside its request metrics).
 */
export async function startJob(job: Job): Promise<void> {
  if ('Jobs' in Resource) {
    const { InvokeCommand, LambdaClient } = await import('./lambda-sdk.ts');
    lambda ??= new LambdaClient(awsClientOptions(serviceTimeouts));
    await lambda.send(
      new InvokeCommand({
        FunctionName: Resource.Jobs.name,
        InvocationType: 'Event',
        Payload: new TextEncoder().encode(JSON.stringify(job)),
      }),
    );
    return;
  }
  const run: Promise<void> = new Promise((resolve) => setImmediate(resolve))
    // The job's code (writers, lists) is loaded when a job first runs here, not at every start.
    .then(() => import('./jobs.ts'))
    .then(({ runJob }) => measure(() => runJob(job)))
    // A job that stopped to go on in a new run (as it would in a new Lambda invocation).
    .then(({ result: next }) => (next ? startJob(next) : undefined))
    .then(
      () => undefined,
      (error: unknown) =>
        log('error', 'job failed', { job, error: error instanceof Error ? error.message : String(error) }),
    )
    .finally(() => running.delete(run));
  running.add(run);
}

/** Resolves when every job started in this process has ended. */
export async function jobsIdle(): Promise<void> {
  while (running.size > 0) await Promise.all(running);
}
