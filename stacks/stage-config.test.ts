import { describe, expect, it } from 'vitest';
import { PRODUCTION_API_CONCURRENCY, stageConfig, StageConfigError } from './stage-config';

const production = {
  MAIL_FROM: 'no-reply@crm.example.com',
  COMPANY_NAME: 'Bemiddeling BV',
  SITE_DOMAIN: 'crm.example.com',
  ALARM_EMAIL: 'ops@example.com',
};

describe('stageConfig', () => {
  it('refuses a production deploy without its sender, company name, domain or alarm address', () => {
    for (const name of Object.keys(production)) {
      const env = { ...production, [name]: undefined };
      expect(() => stageConfig('production', env)).toThrow(StageConfigError);
      expect(() => stageConfig('production', env)).toThrow(name);
      expect(() => stageConfig('production', { ...production, [name]: '  ' })).toThrow(name);
    }
  });

  it("reads production's configuration, with a reserved api concurrency by default", () => {
    expect(stageConfig('production', production)).toEqual({
      mailFrom: 'no-reply@crm.example.com',
      companyName: 'Bemiddeling BV',
      domain: { name: 'crm.example.com' },
      alarmEmail: 'ops@example.com',
      apiReservedConcurrency: PRODUCTION_API_CONCURRENCY,
    });
  });

  it('takes a certificate for a domain whose DNS is elsewhere, and another concurrency', () => {
    const config = stageConfig('production', {
      ...production,
      SITE_CERTIFICATE_ARN: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
      API_RESERVED_CONCURRENCY: '50',
    });
    expect(config.domain).toEqual({
      name: 'crm.example.com',
      certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
    });
    expect(config.apiReservedConcurrency).toBe(50);
  });

  it('lets a preview deploy with the defaults: no domain, no reserved concurrency', () => {
    expect(stageConfig('pr-12', {})).toEqual({
      mailFrom: 'no-reply@example.nl',
      companyName: 'Relatiebeheer',
    });
  });

  it("uses a preview's own sender when its environment has one", () => {
    expect(stageConfig('pr-12', { MAIL_FROM: 'preview@crm.example.com' }).mailFrom).toBe(
      'preview@crm.example.com',
    );
  });

  it('refuses values that are no address, host name or count', () => {
    expect(() => stageConfig('pr-1', { MAIL_FROM: 'Bemiddeling <x@y.nl>' })).toThrow('MAIL_FROM');
    expect(() => stageConfig('pr-1', { ALARM_EMAIL: 'ops' })).toThrow('ALARM_EMAIL');
    expect(() => stageConfig('pr-1', { SITE_DOMAIN: 'https://crm.example.com' })).toThrow('SITE_DOMAIN');
    expect(() => stageConfig('pr-1', { API_RESERVED_CONCURRENCY: '0' })).toThrow('API_RESERVED_CONCURRENCY');
    expect(() => stageConfig('pr-1', { API_RESERVED_CONCURRENCY: 'veel' })).toThrow(
      'API_RESERVED_CONCURRENCY',
    );
  });
});
