import * as z from 'zod';

/**
 * Mail configuration. MAIL_OUTBOX_DIR selects the local outbox (npm start, tests); without it
 * mail goes through Amazon SES. APP_URL is the SPA's origin, used to build links in messages.
 */
const schema = z.object({
  MAIL_OUTBOX_DIR: z.string().optional(),
  MAIL_FROM: z.string().default('no-reply@example.nl'),
  COMPANY_NAME: z.string().default('Relatiebeheer'),
  APP_URL: z.string().default('http://localhost:3000'),
  MAIL_QUIET: z.string().optional(),
});

export function mailConfig() {
  const env = schema.parse(process.env);
  return {
    outboxDir: env.MAIL_OUTBOX_DIR,
    from: `${env.COMPANY_NAME} <${env.MAIL_FROM}>`,
    companyName: env.COMPANY_NAME,
    appUrl: env.APP_URL.replace(/\/$/, ''),
    quiet: env.MAIL_QUIET === '1',
  };
}
