/**
 * Per-stage configuration that is no secret: the mail sender, the site's domain, who gets the
 * alarms. The deploy workflow passes it from the GitHub environment's variables (`vars.*`) as
 * environment variables of `sst deploy`. Pure, so the rules are unit-tested; production refuses
 * to deploy without what it cannot work without.
 */
import { isProduction } from './stage';

export interface StageConfig {
  /** Sender of invitations and password links; must be an SES-verified identity. */
  mailFrom: string;
  companyName: string;
  /** The site's own domain (production); previews answer on their `*.cloudfront.net` name. */
  domain?: { name: string; certificateArn?: string };
  /** Where the alarm topic mails (errors, throttles, failed jobs). */
  alarmEmail?: string;
  /** Lambda concurrency kept for the API: also a ceiling, a cost guard against a flood. */
  apiReservedConcurrency?: number;
}

export type ConfigEnv = Readonly<Record<string, string | undefined>>;

const LOCAL_DEFAULTS = { mailFrom: 'no-reply@example.nl', companyName: 'Relatiebeheer' };
export const PRODUCTION_API_CONCURRENCY = 20;

const required = ['MAIL_FROM', 'COMPANY_NAME', 'SITE_DOMAIN', 'ALARM_EMAIL'] as const;

export class StageConfigError extends Error {}

export function stageConfig(stage: string, env: ConfigEnv): StageConfig {
  const value = (name: string) => env[name]?.trim() || undefined;
  const production = isProduction(stage);
  if (production) {
    const missing = required.filter((name) => !value(name));
    if (missing.length > 0) {
      throw new StageConfigError(
        `Production needs ${missing.join(', ')} (GitHub environment "production", variables); see README, "Launch checklist".`,
      );
    }
  }
  const mailFrom = value('MAIL_FROM') ?? LOCAL_DEFAULTS.mailFrom;
  if (!/^[^\s@<>]+@[^\s@<>]+\.[a-z]{2,}$/i.test(mailFrom)) {
    throw new StageConfigError(`MAIL_FROM is no e-mail address: "${mailFrom}"`);
  }
  const alarmEmail = value('ALARM_EMAIL');
  if (alarmEmail && !/^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i.test(alarmEmail)) {
    throw new StageConfigError(`ALARM_EMAIL is no e-mail address: "${alarmEmail}"`);
  }
  const domainName = value('SITE_DOMAIN')?.toLowerCase();
  if (domainName && !/^(?!-)[a-z0-9-]{1,63}(\.(?!-)[a-z0-9-]{1,63})+$/.test(domainName)) {
    throw new StageConfigError(`SITE_DOMAIN is no host name: "${domainName}"`);
  }
  const concurrency = value('API_RESERVED_CONCURRENCY');
  const apiReservedConcurrency =
    concurrency === undefined ? (production ? PRODUCTION_API_CONCURRENCY : undefined) : Number(concurrency);
  if (
    apiReservedConcurrency !== undefined &&
    !(Number.isInteger(apiReservedConcurrency) && apiReservedConcurrency > 0)
  ) {
    throw new StageConfigError(`API_RESERVED_CONCURRENCY is no positive whole number: "${concurrency}"`);
  }
  const certificateArn = value('SITE_CERTIFICATE_ARN');
  return {
    mailFrom,
    companyName: value('COMPANY_NAME') ?? LOCAL_DEFAULTS.companyName,
    ...(domainName && { domain: { name: domainName, ...(certificateArn && { certificateArn }) } }),
    ...(alarmEmail && { alarmEmail }),
    ...(apiReservedConcurrency !== undefined && { apiReservedConcurrency }),
  };
}
