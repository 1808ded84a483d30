import { runJob } from '@crm/core/jobs/jobs';

/**
 * The jobs Lambda (stacks/jobs.ts): the API invokes it asynchronously with a job's payload
 * (`{ name: 'export', exportId }`). A job records its own failure (an export is marked failed), so
 * an error thrown here is one the job could not record, and Lambda's retry may help.
 */
export const handler = async (event: unknown): Promise<void> => {
  await runJob(event);
};
