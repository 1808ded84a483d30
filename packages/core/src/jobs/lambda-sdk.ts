/**
 * What the dispatcher uses of the Lambda SDK, in one module imported only with `import()`: loaded
 * when the first job is sent to the jobs function, and a bundler keeps only these exports of it
 * (decision 018).
 */
export { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
