/**
 * Every AWS SDK client of the app (DynamoDB, S3, SES) gives up within seconds instead of waiting
 * as long as a paused or unreachable service lets it (issue 28, decision 042): a connection must be
 * made within `connectionTimeout`, an answer must come within `requestTimeout`, and a request is
 * tried at most `maxAttempts` times. What still fails is a `TimeoutError` (or a refused
 * connection), which the API answers with a Dutch 503 (`isServiceUnavailable`).
 */
export interface AwsTimeouts {
  connectionTimeout: number;
  requestTimeout: number;
  maxAttempts: number;
}

/** DynamoDB answers in milliseconds; a request that takes seconds will not come. */
export const dynamoTimeouts: AwsTimeouts = {
  connectionTimeout: 1_000,
  requestTimeout: 3_000,
  maxAttempts: 2,
};
/**
 * S3 (a copy of a file of at most 20 MB answers once it is made), SES (a mail handed on) and
 * Lambda (a job started): a little longer. The bound is on the answer's start: a download's body
 * may stream for longer.
 */
export const serviceTimeouts: AwsTimeouts = {
  connectionTimeout: 1_000,
  requestTimeout: 5_000,
  maxAttempts: 2,
};

/** The client options for these bounds (the SDK builds its Node.js request handler from them). */
export function awsClientOptions(timeouts: AwsTimeouts) {
  return {
    maxAttempts: timeouts.maxAttempts,
    requestHandler: {
      connectionTimeout: timeouts.connectionTimeout,
      requestTimeout: timeouts.requestTimeout,
      // Without it the handler only logs a request that runs over, and waits on.
      throwOnRequestTimeout: true,
    },
  };
}

const unreachableCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);

/** Whether an error means the service did not answer in time or could not be reached. */
export function isServiceUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'TimeoutError') return true;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && unreachableCodes.has(code);
}
