import { describe, expect, it } from 'vitest';
import { UNDO_DAYS } from '@crm/core/import/public';
import { bucketCorsRules, bucketLifecycleRules } from './bucket-rules';

describe('the upload bucket', () => {
  it('forgets uploads nobody completed after a day, and their unfinished multipart parts', () => {
    const pending = bucketLifecycleRules.find((rule) => rule.filter.prefix === 'pending/');
    expect(pending).toMatchObject({
      status: 'Enabled',
      expiration: { days: 1 },
      abortIncompleteMultipartUpload: { daysAfterInitiation: 1 },
    });
  });

  it('forgets an import’s sheet, check and error file a day after its undo can no longer be asked', () => {
    const imports = bucketLifecycleRules.find((rule) => rule.filter.prefix === 'imports/');
    expect(imports).toMatchObject({ status: 'Enabled', expiration: { days: UNDO_DAYS + 1 } });
  });

  it('never expires stored files: no rule covers files/', () => {
    for (const rule of bucketLifecycleRules) {
      expect('files/'.startsWith(rule.filter.prefix)).toBe(false);
      expect(rule.filter.prefix).not.toBe('');
    }
  });

  it('lets the site origin alone upload with a POST and read with a GET', () => {
    const [rule, ...others] = bucketCorsRules('https://crm.example.nl');
    expect(others).toEqual([]);
    expect(rule?.allowedOrigins).toEqual(['https://crm.example.nl']);
    expect(rule?.allowedMethods).toContain('POST');
    expect(rule?.allowedMethods).not.toContain('PUT');
    expect(rule?.allowedMethods).not.toContain('DELETE');
  });
});
