/**
 * What mail uses of the SES SDK, in one module imported only with `import()`: loaded when the first
 * message goes out through SES, and a bundler keeps only these exports of it (decision 018).
 */
export { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
